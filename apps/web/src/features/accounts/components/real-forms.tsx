import { useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { submitRealLevel1, submitRealLevel2 } from '../api/profile-api';
import { useAreas } from '../api/queries';
import {
  type ErrorKey,
  type Errors,
  hasErrors,
  type IdType,
  validateRealLevel1,
  validateRealLevel2,
} from '../forms/validate';
import { ID_TYPE_KEY } from '../lib/real-labels';
import { ImageUpload } from './image-upload';
import { TextField } from './text-field';

/**
 * The document's country: the countries of the sign-up's calling-code list (`GET /area`, names in the UI language),
 * sent as their ISO code. Nothing is picked at first: the user chooses.
 */
function CountryField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (country: string) => void;
  error: ErrorKey | undefined;
}) {
  const { t } = useTranslation();
  const { data } = useAreas();
  return (
    <div className={error ? 'acc-field acc-field-invalid' : 'acc-field'}>
      <label className="acc-field-label">
        <span>{t('accounts.field.country')}</span>
        <span className="acc-field-row">
          <select
            className="acc-input acc-select"
            data-testid="real-country"
            value={value}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange(e.target.value)}
          >
            <option value="" disabled>
              {t('accounts.field.countryPick')}
            </option>
            {data?.map((a) => (
              <option key={a.country} value={a.country}>
                {a.name}
              </option>
            ))}
          </select>
        </span>
      </label>
      {error && (
        <span className="acc-field-error" role="alert">
          {t(`accounts.error.${error}`)}
        </span>
      )}
    </div>
  );
}

/** Level 1: id type, name, card number and the document's country. */
export function RealLevel1Form({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [idType, setIdType] = useState<IdType>(1);
  const [name, setName] = useState('');
  const [cardId, setCardId] = useState('');
  const [country, setCountry] = useState('');
  const [errors, setErrors] = useState<Errors<'name' | 'cardId' | 'country'>>({});

  const submit = async () => {
    const found = validateRealLevel1({ idType, name, cardId, country });
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const message = await submitRealLevel1({
        id_type: idType,
        name: name.trim(),
        card_id: cardId.trim(),
        country,
      });
      showToast(message || t('accounts.msg.saved'));
      onDone();
    } catch {
      // toasted by the request helper
    }
  };

  return (
    <div className="acc-form">
      <div className="acc-field">
        <label className="acc-field-label">
          <span>{t('accounts.field.idType')}</span>
          <span className="acc-field-row">
            <select
              className="acc-input acc-select"
              data-testid="real-id-type"
              value={idType}
              onChange={(e) => setIdType(Number(e.target.value) as IdType)}
            >
              {([1, 2, 3] as const).map((id) => (
                <option key={id} value={id}>
                  {t(ID_TYPE_KEY[id])}
                </option>
              ))}
            </select>
          </span>
        </label>
      </div>
      <TextField
        label={t('accounts.field.name')}
        value={name}
        onChange={setName}
        error={errors.name}
        testId="real-name"
        autoComplete="name"
      />
      <TextField
        label={t('accounts.field.cardId')}
        value={cardId}
        onChange={setCardId}
        error={errors.cardId}
        testId="real-card-id"
      />
      <CountryField value={country} onChange={setCountry} error={errors.country} />
      <SubmitButton onSubmit={submit} data-testid="real-submit" className="acc-submit">
        {t('accounts.action.submit')}
      </SubmitButton>
    </div>
  );
}

/** Level 2: photos of the front and back of the document. */
export function RealLevel2Form({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [frontPic, setFront] = useState('');
  const [reversePic, setReverse] = useState('');
  const [errors, setErrors] = useState<Errors<'frontPic' | 'reversePic'>>({});

  const submit = async () => {
    const found = validateRealLevel2({ frontPic, reversePic });
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const message = await submitRealLevel2({ front_pic: frontPic, reverse_pic: reversePic });
      showToast(message || t('accounts.msg.saved'));
      onDone();
    } catch {
      // toasted by the request helper
    }
  };

  return (
    <div className="acc-form">
      <div className="acc-upload-pair">
        <ImageUpload
          label={t('accounts.field.frontPic')}
          value={frontPic}
          onChange={setFront}
          error={errors.frontPic}
          testId="real-front"
          purpose="identity"
        />
        <ImageUpload
          label={t('accounts.field.reversePic')}
          value={reversePic}
          onChange={setReverse}
          error={errors.reversePic}
          testId="real-reverse"
          purpose="identity"
        />
      </div>
      <SubmitButton onSubmit={submit} data-testid="real-submit-2" className="acc-submit">
        {t('accounts.action.submit')}
      </SubmitButton>
    </div>
  );
}
