import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { accountsKeys } from '../api/keys';
import { deleteWallet } from '../api/profile-api';
import { useUserInfo, useWallets } from '../api/queries';
import { AccountShell } from '../components/account-shell';
import { ProofPopup } from '../components/proof-popup';
import { holdUntil } from '../lib/address-hold';
import { shortAddress } from '../lib/mask';

/** #/pages/setting/wallet: saved withdrawal addresses; delete asks to confirm, then for the pay password. */
export default function WalletPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useWallets();
  const { data: user } = useUserInfo();
  const [deleting, setDeleting] = useState<number | null>(null);

  const askDelete = async (id: number) => {
    if (await confirmAction(t('accounts.msg.deleteConfirm'), { danger: true })) setDeleting(id);
  };

  return (
    <AccountShell
      title={t('accounts.title.wallet')}
      right={
        <button
          type="button"
          className="link-button"
          data-testid="wallet-add"
          onClick={() => navigate('/pages/setting/addWallet')}
        >
          {t('accounts.action.add')}
        </button>
      }
    >
      {isPending && <Skeleton.Paragraph lineCount={6} animated />}
      {isError && <ErrorState onRetry={() => void refetch()} />}
      {data && data.list.length === 0 && <EmptyState title={t('accounts.wallet.empty')} />}
      <ul className="acc-wallets">
        {data?.list.map((w) => (
          <li key={w.id} className="acc-wallet" data-testid={`wallet-${w.id}`}>
            <div className="acc-wallet-head">
              <strong>{w.currency}</strong>
              <span className="acc-badge">{w.network}</span>
              <span className="acc-wallet-name">{w.name}</span>
            </div>
            <div className="acc-wallet-address" title={w.address}>
              {shortAddress(w.address, 12, 10)}
            </div>
            {holdUntil(w) && (
              <div className="acc-hold" data-testid={`wallet-hold-${w.id}`}>
                {t('accounts.safety.hold.until', { time: holdUntil(w) })}
              </div>
            )}
            <button
              type="button"
              className="link-button acc-wallet-delete"
              data-testid={`wallet-delete-${w.id}`}
              onClick={() => void askDelete(w.id)}
            >
              {t('accounts.action.delete')}
            </button>
          </li>
        ))}
      </ul>
      <ProofPopup
        visible={deleting !== null}
        user={user}
        onClose={() => setDeleting(null)}
        onProof={async (proof) => {
          if (deleting === null) return;
          await deleteWallet({ id: deleting, ...proof });
          showToast(t('accounts.msg.saved'));
          setDeleting(null);
          await queryClient.invalidateQueries({ queryKey: accountsKeys.wallets() });
        }}
      />
    </AccountShell>
  );
}
