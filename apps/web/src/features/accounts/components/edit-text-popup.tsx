import { type ReactNode, useEffect, useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { PickerPopup } from '../../settings/picker-popup';
import type { ErrorKey } from '../forms/validate';
import { TextField } from './text-field';

type Props = {
  visible: boolean;
  title: ReactNode;
  initial: string;
  validate: (value: string) => ErrorKey | undefined;
  save: (value: string) => Promise<unknown>;
  onClose: () => void;
  /** `nickname` gives nickname-input and nickname-save. */
  testId: string;
  maxLength?: number;
};

/** A bottom sheet editing one text (nickname, signature) with its check and a save button. */
export function EditTextPopup({ visible, title, initial, validate, save, onClose, testId, maxLength }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<ErrorKey | undefined>();
  useEffect(() => {
    if (visible) {
      setValue(initial);
      setError(undefined);
    }
  }, [visible, initial]);

  const submit = async () => {
    const found = validate(value);
    setError(found);
    if (found) return;
    try {
      await save(value.trim());
      onClose();
    } catch {
      // toasted by the request helper
    }
  };

  return (
    <PickerPopup visible={visible} title={title} onClose={onClose} testId={`${testId}-popup`}>
      <div className="acc-form">
        <TextField
          label={title}
          value={value}
          onChange={setValue}
          error={error}
          testId={`${testId}-input`}
          maxLength={maxLength}
        />
        <SubmitButton onSubmit={submit} data-testid={`${testId}-save`} className="acc-submit">
          {t('accounts.action.save')}
        </SubmitButton>
      </div>
    </PickerPopup>
  );
}
