import { changeDirection } from '@app/api';
import { sub } from '@app/money';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { Quote } from '../../market/api/types';
import { directionOf, type Order, outcomeOf } from '../api/types';
import { type Countdown, clock } from '../model/countdown';
import { fmtMoney, fmtPrice, fmtSigned } from '../model/format';
import { detailHref } from '../model/paths';
import { netOf } from '../model/results';
import { expiryLabel } from './expiry-label';

/** Direction, pair and expiry: the first line of every order card. */
export function OrderHead({ order: o }: { order: Order }) {
  const { t } = useTranslation();
  const dir = directionOf(o.type);
  return (
    <span className="sec-order-head">
      <span className={`sec-dir-tag ${dir}`}>{t(`options.dir.${dir}`)}</span>
      <b>{o.symbol_name}</b>
      <span className="sec-tag">{expiryLabel(t, o.seconds)}</span>
    </span>
  );
}

/**
 * An open order: its stake, open price and the live price against it, and the countdown to expiry with a bar;
 * after expiry, "waiting for the end price" until the push (or a poll) turns it into its result.
 */
export function OpenCard({ order: o, count, quote }: { order: Order; count: Countdown; quote: Quote | undefined }) {
  const { t } = useTranslation();
  const c = o.currency_name;
  const last = quote?.now_price;
  const precision = quote?.precision ?? 2;
  // Whether the order is ahead right now (the live price against the open price), coloured like a gain or a loss.
  const lead = last ? changeDirection(o.type === 2 ? sub(o.open_price, last) : sub(last, o.open_price)) : 'flat';
  return (
    <li className="sec-order" data-testid={`sec-open-${o.id}`} data-phase={count.phase} data-left={count.secondsLeft}>
      <OrderHead order={o} />
      <span className="sec-grid">
        <span>
          <small>{t('options.order.stake')}</small>
          {`${fmtMoney(o.number, c)} ${c}`}
        </span>
        <span>
          <small>{t('options.order.openPrice')}</small>
          {fmtPrice(o.open_price, precision)}
        </span>
        <span>
          <small>{t('options.order.now')}</small>
          <b className={lead}>{last ? fmtPrice(last, precision) : '--'}</b>
        </span>
      </span>
      <span className="sec-count" role="timer" aria-label={t('options.order.left')}>
        <span className="sec-count-bar" style={{ transform: `scaleX(${count.fraction})` }} />
        <b data-testid={`sec-countdown-${o.id}`}>
          {count.phase === 'running' ? clock(count.secondsLeft) : t('options.order.settling')}
        </b>
      </span>
    </li>
  );
}

/** A settled order: win, tie or loss, what came back, the end price, and its detail with the receipt. */
export function ResultCard({
  order: o,
  precision,
  onDismiss,
}: {
  order: Order;
  precision: number;
  onDismiss?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const c = o.currency_name;
  const outcome = outcomeOf(o.profit_result);
  const net = netOf(o);
  return (
    <li className={`sec-order sec-result ${outcome}`} data-testid={`sec-result-${o.id}`} data-result={outcome}>
      <span className="sec-result-top">
        <OrderHead order={o} />
        <b className={`sec-outcome ${outcome}`} data-testid={`sec-outcome-${o.id}`}>
          {t(`options.outcome.${outcome}`)}
        </b>
        {onDismiss && (
          <button
            type="button"
            className="sec-dismiss"
            aria-label={t('options.order.dismiss')}
            onClick={() => onDismiss(o.id)}
            data-testid={`sec-dismiss-${o.id}`}
          >
            ×
          </button>
        )}
      </span>
      <span className="sec-grid">
        <span>
          <small>{t('options.order.openPrice')}</small>
          {fmtPrice(o.open_price, precision)}
        </span>
        <span>
          <small>{t('options.order.endPrice')}</small>
          <span data-testid={`sec-end-${o.id}`} data-price={o.end_price}>
            {fmtPrice(o.end_price, precision)}
          </span>
        </span>
        <span>
          <small>{t('options.order.payout')}</small>
          <span data-testid={`sec-payout-${o.id}`}>{`${fmtMoney(o.payout, c)} ${c}`}</span>
        </span>
      </span>
      <span className="sec-result-foot">
        <span>
          {t('options.order.net')}{' '}
          <b className={changeDirection(net)} data-testid={`sec-net-${o.id}`}>{`${fmtSigned(net, c)} ${c}`}</b>
        </span>
        <Link to={detailHref(o.id)} className="link-button" data-testid={`sec-detail-${o.id}`}>
          {t('options.order.details')}
        </Link>
      </span>
    </li>
  );
}
