import { useTranslation } from '../../../i18n/use-translation';
import { AccountShell } from '../components/account-shell';
import { BankCardForm } from '../components/bank-card-form';

/** #/pages/setting/bank: the domestic card. */
export default function BankPage() {
  const { t } = useTranslation();
  return (
    <AccountShell title={t('accounts.title.bank')}>
      <BankCardForm kind="domestic" />
    </AccountShell>
  );
}
