/** IEO rows → the wire's original field names (reference §4c). */
import type { IeoOrderWire, IeoProjectWire } from '@app/api';
import { cmp, div, gt, isZero, mul, normalize, sub } from '@app/money';
import { wireTime } from '../../envelope';
import { catalogueCoins } from '../market';
import { ieoPhase } from './engine/ieo';
import { DAY_MS } from './engine/units';
import { deliverAtOf, type IeoOrder, type IeoProject } from './ieo.service';

const coinId = (code: string) => catalogueCoins().find((c) => c.code === code)?.id ?? 0;
const STATUS: Record<string, number> = { applied: 1, allocated: 2, delivered: 3, refunded: 4 };

/** The original's `percentage`: the remaining share in %, 99.99 when it would round to 100 with some sold. */
export function remainingPercent(supply: string, applied: string): string {
  if (isZero(applied)) return '100';
  if (cmp(applied, supply) >= 0) return '0';
  const pct = normalize(div(mul(sub(supply, applied), '100'), supply, 2, 'floor'));
  return cmp(pct, '100') >= 0 ? '99.99' : pct;
}

export function wireIeoProject(p: IeoProject, now: number): IeoProjectWire {
  const supply = normalize(p.supply);
  const applied = normalize(p.applied);
  const phase = ieoPhase(p.startsAt, p.endsAt, now);
  return {
    id: p.id,
    title: p.title,
    summary: p.summary,
    content: p.content,
    logo: p.logo,
    currency_id: coinId(p.token),
    currency_name: p.token,
    pay_currency_id: coinId(p.payCurrency),
    pay_currency_name: p.payCurrency,
    price: normalize(p.price),
    amount: supply,
    total_sell: applied,
    remaining: gt(supply, applied) ? normalize(sub(supply, applied)) : '0',
    percentage: remainingPercent(supply, applied),
    day: Math.max(1, Math.ceil((p.endsAt - p.startsAt) / DAY_MS)),
    min: normalize(p.minAmount),
    user_limit: p.userLimit === null ? '' : normalize(p.userLimit),
    start_at: wireTime(new Date(p.startsAt)),
    end_at: wireTime(new Date(p.endsAt)),
    deliver_at: wireTime(new Date(deliverAtOf(p))),
    lock_days: p.lockDays,
    mode: p.mode === 'pro_rata' ? 'pro_rata' : 'fcfs',
    white_book: p.whitepaper,
    link: p.website,
    total_apply: p.applicants,
    passed: p.passed,
    time_status: phase,
    status: p.enabled && phase === 2 && (p.mode === 'pro_rata' || gt(supply, applied)) ? 1 : 0,
    allocated: p.state !== 'selling',
  };
}

export function wireIeoOrder(
  o: IeoOrder,
  p: Pick<IeoProject, 'title' | 'endsAt'>,
  receiptId: string | null,
): IeoOrderWire {
  const n = (v: string | null) => (v === null ? null : normalize(v));
  return {
    id: o.id,
    order_no: String(1000 + o.id),
    project_id: o.projectId,
    title: p.title,
    currency_name: o.token,
    pay_currency_name: o.payCurrency,
    price: normalize(o.price),
    amount: normalize(o.asked),
    paid: normalize(o.paid),
    coin_amount: n(o.allocated),
    kept: n(o.kept),
    refund: n(o.refund),
    give_amount: o.state === 'delivered' ? normalize(o.allocated ?? '0') : '0',
    status: STATUS[o.state] ?? 1,
    end_at: wireTime(new Date(p.endsAt)),
    deliver_at: wireTime(new Date(o.deliverAt)),
    created_at: wireTime(o.createdAt),
    delivered_at: o.deliveredAt ? wireTime(o.deliveredAt) : null,
    receipt_id: receiptId,
  };
}
