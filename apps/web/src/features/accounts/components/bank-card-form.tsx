import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { accountsKeys } from '../api/keys';
import { type CardKind, getCard, saveCard } from '../api/profile-api';
import { useUserInfo } from '../api/queries';
import { CARD_FIELDS, CARD_LABELS, type CardField, cardPayload, cardValues } from '../forms/bank-fields';
import { type Errors, hasErrors, proofError, validateCard } from '../forms/validate';
import { maskCardNumber } from '../lib/mask';
import { ProofField, proofOf, usesPayPassword } from './proof-field';
import { TextField } from './text-field';

/** The saved card (if any) and the form that replaces it; every field is required (spec §5). */
export function BankCardForm({ kind }: { kind: CardKind }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const card = useQuery({ queryKey: accountsKeys.card(kind), queryFn: ({ signal }) => getCard(kind, signal) });
  const { data: user } = useUserInfo();
  const [values, setValues] = useState(() => cardValues(kind, null));
  const [payPassword, setPayPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors<CardField | 'proof'>>({});
  const fields = CARD_FIELDS[kind];

  useEffect(() => {
    if (card.data) setValues(cardValues(kind, card.data));
  }, [card.data, kind]);

  const submit = async () => {
    const found: Errors<CardField | 'proof'> = { ...validateCard(fields, values) };
    const proof = proofError(usesPayPassword(user), payPassword, code);
    if (proof) found.proof = proof;
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await saveCard(kind, { ...cardPayload(kind, values), ...proofOf(user, payPassword, code) });
      showToast(t('accounts.msg.saved'));
      setPayPassword('');
      setCode('');
      await queryClient.invalidateQueries({ queryKey: accountsKeys.card(kind) });
    } catch {
      // toasted by the request helper
    }
  };

  if (card.isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  if (card.isError) return <ErrorState onRetry={() => void card.refetch()} />;
  const saved = card.data;
  return (
    <>
      <section className="acc-bank-card" data-testid="bank-saved">
        {saved ? (
          <>
            <span className="acc-bank-name">{saved.bank_name}</span>
            <span className="acc-bank-number">{maskCardNumber(saved.bank_account)}</span>
            <span className="acc-bank-holder">{saved.real_name}</span>
          </>
        ) : (
          <span className="acc-muted">{t('accounts.bank.none')}</span>
        )}
      </section>
      <form className="acc-form" onSubmit={(e) => e.preventDefault()}>
        {fields.map((f) => (
          <TextField
            key={f}
            label={t(`accounts.field.${CARD_LABELS[f]}`)}
            value={values[f]}
            onChange={(value) => setValues((s) => ({ ...s, [f]: value }))}
            error={errors[f]}
            testId={`bank-${f}`}
            inputMode={f === 'bank_account' || f === 'phone' ? 'numeric' : 'text'}
          />
        ))}
        <ProofField
          user={user}
          payPassword={payPassword}
          code={code}
          onPayPassword={setPayPassword}
          onCode={setCode}
          error={errors.proof}
          testId="bank"
        />
        <SubmitButton onSubmit={submit} data-testid="bank-submit" className="acc-submit">
          {t('accounts.action.save')}
        </SubmitButton>
      </form>
    </>
  );
}
