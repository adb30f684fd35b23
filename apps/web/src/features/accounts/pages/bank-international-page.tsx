import { useTranslation } from '../../../i18n/use-translation';
import { AccountShell } from '../components/account-shell';
import { BankCardForm } from '../components/bank-card-form';

/** #/pages/setting/bank_international: the international card (ABA, SWIFT, phone, cardholder address). */
export default function BankInternationalPage() {
  const { t } = useTranslation();
  return (
    <AccountShell title={t('accounts.title.bankInternational')}>
      <BankCardForm kind="international" />
    </AccountShell>
  );
}
