import { DownFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PickerPopup } from '../../settings/picker-popup';
import { AreaList } from './area-list';

/** '+86 ▾' in front of a mobile input; opens the calling-code list in a bottom sheet. */
export function AreaCodeSelect({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (code: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="acc-area-button" data-testid={testId} onClick={() => setOpen(true)}>
        +{value} <DownFill fontSize={10} />
      </button>
      <PickerPopup visible={open} title={t('accounts.title.area')} onClose={() => setOpen(false)} testId="area-popup">
        <AreaList
          selected={value}
          onPick={(code) => {
            onChange(code);
            setOpen(false);
          }}
        />
      </PickerPopup>
    </>
  );
}
