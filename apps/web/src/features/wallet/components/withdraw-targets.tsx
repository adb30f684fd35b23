import type { AddressView, CardView } from '@app/api/wallet';
import { useQuery } from '@tanstack/react-query';
import { Selector, Skeleton } from 'antd-mobile';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { accountsKeys } from '../../accounts/api/keys';
import { type CardKind, getCard } from '../../accounts/api/profile-api';
import { useWallets } from '../../accounts/api/queries';
import { shortAddress } from '../../accounts/lib/mask';
import { addAddressPath, forgetSavedAddress, savedAddress } from '../../accounts/lib/saved-address';
import type { WithdrawTarget } from '../api/types';

export type TargetChoice = { type: WithdrawTarget; addressId?: number; label: string };

type Props = {
  coin: string;
  network: string;
  type: WithdrawTarget;
  onType: (type: WithdrawTarget) => void;
  selected: TargetChoice | undefined;
  onSelect: (target: TargetChoice | undefined) => void;
};

const CARD_OF: Record<Exclude<WithdrawTarget, 'address'>, CardKind> = {
  bank: 'domestic',
  bank_international: 'international',
};

function useCard(kind: CardKind, enabled: boolean) {
  return useQuery({
    queryKey: accountsKeys.card(kind),
    queryFn: ({ signal }) => getCard(kind, signal),
    enabled,
  });
}

/** Where the withdrawal goes (spec §5): a saved address of this coin and network, or a bank card; links to add one. */
export function WithdrawTargets({ coin, network, type, onType, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const wallets = useWallets();
  const addresses = (wallets.data?.list ?? []).filter(
    (w) => w.currency.toUpperCase() === coin.toUpperCase() && (!network || !w.network || w.network === network),
  );
  const cardKind = type === 'address' ? undefined : CARD_OF[type];
  const card = useCard(cardKind ?? 'domestic', cardKind !== undefined);
  // Back from adding an address for this withdrawal: that address is the one the user meant.
  const justSaved = addresses.find((w) => w.id === savedAddress());
  useEffect(() => {
    if (!justSaved) return;
    forgetSavedAddress();
    onType('address');
    onSelect({ type: 'address', addressId: justSaved.id, label: justSaved.address });
  }, [justSaved, onType, onSelect]);

  return (
    <div className="acc-field">
      <span className="acc-field-label">{t('wallet.withdraw.target')}</span>
      <Selector
        className="wallet-selector"
        value={[type]}
        onChange={(v) => {
          if (v[0]) {
            onType(v[0]);
            onSelect(undefined);
          }
        }}
        options={[
          { value: 'address' as const, label: t('wallet.withdraw.targetAddress') },
          { value: 'bank' as const, label: t('wallet.withdraw.targetBank') },
          { value: 'bank_international' as const, label: t('wallet.withdraw.targetInternational') },
        ]}
      />
      {type === 'address' ? (
        <AddressList
          loading={wallets.isPending}
          addresses={addresses}
          coin={coin}
          network={network}
          selected={selected?.addressId}
          onSelect={(w) => onSelect({ type: 'address', addressId: w.id, label: w.address })}
        />
      ) : card.isPending ? (
        <Skeleton.Paragraph lineCount={2} animated />
      ) : (
        <CardChoice
          type={type}
          card={card.data ?? null}
          selected={selected?.type === type}
          onSelect={(label) => onSelect({ type, label })}
        />
      )}
    </div>
  );
}

function AddressList(props: {
  loading: boolean;
  addresses: AddressView[];
  coin: string;
  network: string;
  selected: number | undefined;
  onSelect: (w: AddressView) => void;
}) {
  const { t } = useTranslation();
  if (props.loading) return <Skeleton.Paragraph lineCount={2} animated />;
  return (
    <div className="wallet-targets">
      {props.addresses.length === 0 && (
        <p className="wallet-hint">{t('wallet.withdraw.noAddress', { coin: props.coin, network: props.network })}</p>
      )}
      {props.addresses.map((w) => (
        <button
          key={w.id}
          type="button"
          className={props.selected === w.id ? 'wallet-target wallet-target-on' : 'wallet-target'}
          aria-pressed={props.selected === w.id}
          data-testid={`withdraw-target-${w.id}`}
          onClick={() => props.onSelect(w)}
        >
          <strong>{w.name || w.currency}</strong>
          <span className="wallet-ellipsis">{shortAddress(w.address, 10, 8)}</span>
        </button>
      ))}
      <Link className="link-button" to={addAddressPath(props.coin, props.network)} data-testid="withdraw-add-address">
        + {t('wallet.withdraw.addAddress')}
      </Link>
    </div>
  );
}

function CardChoice(props: {
  type: Exclude<WithdrawTarget, 'address'>;
  card: CardView | null;
  selected: boolean;
  onSelect: (label: string) => void;
}) {
  const { t } = useTranslation();
  const path = props.type === 'bank' ? '/pages/setting/bank' : '/pages/setting/bank_international';
  if (!props.card?.bank_account) {
    return (
      <div className="wallet-targets">
        <p className="wallet-hint">{t('wallet.withdraw.noCard')}</p>
        <Link className="link-button" to={path}>
          + {t('wallet.withdraw.addCard')}
        </Link>
      </div>
    );
  }
  const label = `${props.card.bank_name} ${shortAddress(props.card.bank_account, 4, 4)}`;
  return (
    <div className="wallet-targets">
      <button
        type="button"
        className={props.selected ? 'wallet-target wallet-target-on' : 'wallet-target'}
        aria-pressed={props.selected}
        data-testid={`withdraw-target-${props.type}`}
        onClick={() => props.onSelect(label)}
      >
        <strong>{props.card.real_name}</strong>
        <span>{label}</span>
      </button>
    </div>
  );
}
