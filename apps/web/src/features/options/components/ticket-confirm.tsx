import { useTranslation } from '../../../i18n/use-translation';
import type { Quote } from '../../market/api/types';
import type { Coin, Direction, Expiry } from '../api/types';
import { fmtMoney, fmtPrice, fmtRatio, fmtSigned } from '../model/format';
import { breakEvenOf, type Ticket } from '../model/ticket';
import { expiryLabel } from './expiry-label';

type Props = { quote: Quote; coin: Coin; expiry: Expiry; direction: Direction; ticket: Ticket };

/**
 * The confirmation's content: the order as it will be sent, what it costs now (stake and a fee that is never
 * refunded), what each outcome returns, and the break-even win rate of this expiry with its loss ratio and fee.
 */
export function TicketConfirm({ quote, coin, expiry, direction, ticket }: Props) {
  const { t } = useTranslation();
  const c = coin.name;
  const money = (v: string) => `${fmtMoney(v, c)} ${c}`;
  const back = (amount: string, net: string) =>
    t('options.confirm.back', { amount: fmtMoney(amount, c), coin: c, net: fmtSigned(net, c) });
  const rows: Array<[string, string, string]> = [
    ['pair', t('options.confirm.pair'), quote.symbol],
    ['direction', t('options.confirm.direction'), t(`options.dir.${direction}`)],
    [
      'expiry',
      t('options.confirm.expiry'),
      `${expiryLabel(t, expiry.seconds)} · ${t('options.form.pays', { ratio: fmtRatio(expiry.payout_ratio) })}`,
    ],
    [
      'open',
      t('options.confirm.openPrice'),
      t('options.confirm.openPriceValue', { price: fmtPrice(quote.now_price, quote.precision) }),
    ],
    ['stake', t('options.confirm.stake'), money(ticket.stake)],
    ['fee', t('options.confirm.fee'), money(ticket.fee)],
    ['total', t('options.confirm.total'), money(ticket.total)],
    ['win', t('options.confirm.win'), back(ticket.win, ticket.winNet)],
    ['tie', t('options.confirm.tie'), back(ticket.tie, ticket.tieNet)],
    ['loss', t('options.confirm.loss'), back(ticket.loss, ticket.lossNet)],
    [
      'break-even',
      t('options.confirm.breakEven'),
      t('options.confirm.breakEvenValue', {
        rate: fmtRatio(breakEvenOf(coin, expiry), 'up'),
        loss: fmtRatio(expiry.loss_ratio),
        fee: fmtRatio(coin.fee_rate),
      }),
    ],
  ];
  return (
    <div className={`sec-confirm confirm-${direction}`} data-testid="sec-confirm">
      <dl>
        {rows.map(([key, label, value]) => (
          <div key={key} className={key === 'break-even' ? 'sec-confirm-key' : undefined}>
            <dt>{label}</dt>
            <dd data-testid={`sec-confirm-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="sec-hint">{t('options.confirm.note')}</p>
    </div>
  );
}
