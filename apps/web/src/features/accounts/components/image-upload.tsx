import { AddOutline } from 'antd-mobile-icons';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../api/profile-api';
import type { ErrorKey } from '../forms/validate';

type Props = {
  label: ReactNode;
  value: string;
  onChange: (address: string) => void;
  error?: ErrorKey;
  testId?: string;
};

/** One image from the album (spec §5), sent through POST /upload; the field keeps the returned address. */
export function ImageUpload({ label, value, onChange, error, testId }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange(await uploadImage(file));
    } catch {
      // the request helper has toasted the reason
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={error ? 'acc-field acc-field-invalid' : 'acc-field'}>
      <span className="acc-field-label">{label}</span>
      <label className="acc-upload" aria-busy={busy}>
        {value ? <img src={value} alt="" data-testid={testId ? `${testId}-preview` : undefined} /> : <AddOutline />}
        {!value && <span>{t('accounts.action.upload')}</span>}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="acc-file-input"
          data-testid={testId}
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      {error && (
        <span className="acc-field-error" role="alert">
          {t(`accounts.error.${error}`)}
        </span>
      )}
    </div>
  );
}
