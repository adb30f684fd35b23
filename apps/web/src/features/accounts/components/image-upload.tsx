import { AddOutline } from 'antd-mobile-icons';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { uploadImage } from '../api/profile-api';
import type { ErrorKey } from '../forms/validate';

type Props = {
  label: ReactNode;
  value: string;
  onChange: (address: string) => void;
  error?: ErrorKey;
  testId?: string;
  /** `identity`: a private upload (identity document); the preview is the local file, never a server address. */
  purpose?: 'identity';
};

/** One image from the album (spec §5), sent through POST /upload; the field keeps the returned address. */
export function ImageUpload({ label, value, onChange, error, testId, purpose }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // The picked file itself, shown while the field holds its address (a private upload has no public address).
  const [local, setLocal] = useState<{ address: string; url: string } | null>(null);
  useEffect(() => () => (local ? URL.revokeObjectURL(local.url) : undefined), [local]);
  const preview = local && local.address === value ? local.url : purpose ? '' : value;
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const address = await uploadImage(file, purpose);
      setLocal({ address, url: URL.createObjectURL(file) });
      onChange(address);
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
        {value && preview ? (
          <img src={preview} alt="" data-testid={testId ? `${testId}-preview` : undefined} />
        ) : (
          <AddOutline />
        )}
        {!value && <span>{t('accounts.action.upload')}</span>}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="acc-file-input"
          aria-label={typeof label === 'string' ? label : undefined}
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
