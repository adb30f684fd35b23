import { add, currencyScale, div, gt, isPositive, lt, mul, normalize, roundForUser, sub, sum } from '@app/money';
import type { IeoMode, IeoOrder, IeoProject } from '../api/types';
import { IEO_ORDER_STATUS, IEO_TIME_STATUS } from '../api/types';

/**
 * The IEO screens' rules (spec §3 IEO, §4 "warm-up, in progress, done"), pure. A project sells a fixed supply of a
 * token at a fixed price in a pay coin during its window: first come first served while the supply lasts, or pro
 * rata (any application taken, the end allocates ⌊supply × asked ÷ total asked⌋ and refunds the rest).
 */
export type IeoPhase = 'warmup' | 'selling' | 'done';

/** The wire's `time_status` (1 warm-up, 2 in progress, 3 done) by name. */
export const ieoPhase = (timeStatus: number): IeoPhase =>
  timeStatus === IEO_TIME_STATUS.warmup ? 'warmup' : timeStatus === IEO_TIME_STATUS.selling ? 'selling' : 'done';

export type IeoOrderStatus = 'applied' | 'allocated' | 'delivered' | 'refunded';

export const ieoOrderStatusKey = (status: number): IeoOrderStatus =>
  status === IEO_ORDER_STATUS.delivered
    ? 'delivered'
    : status === IEO_ORDER_STATUS.refunded
      ? 'refunded'
      : status === IEO_ORDER_STATUS.allocated
        ? 'allocated'
        : 'applied';

/** Why a project takes no application now; undefined when it does (the wire's `status` 1). */
export type IeoClosed = 'warmup' | 'done' | 'soldOut' | 'closed';

export function ieoClosedReason(
  p: Pick<IeoProject, 'status' | 'time_status' | 'mode' | 'remaining'>,
): IeoClosed | undefined {
  if (p.status === 1) return undefined;
  const phase = ieoPhase(p.time_status);
  if (phase === 'warmup') return 'warmup';
  if (phase === 'done') return 'done';
  if (p.mode === 'fcfs' && !isPositive(p.remaining)) return 'soldOut';
  return 'closed';
}

export type IeoProgress = {
  /** The bar: the share of the supply applied for, 0 to 100 (full when oversubscribed). */
  filled: number;
  /** The wire's `percentage`: the share still offered, in %. */
  remaining: string;
  /** Applications ÷ supply when they exceed it (pro rata), two decimals floored; undefined otherwise. */
  times: string | undefined;
};

export function ieoProgress(p: Pick<IeoProject, 'amount' | 'total_sell' | 'percentage'>): IeoProgress {
  const remaining = p.percentage;
  const filled = Math.min(100, Math.max(0, 100 - Number(remaining)));
  const over = isPositive(p.amount) && gt(p.total_sell, p.amount);
  return {
    filled: Number.isFinite(filled) ? filled : 0,
    remaining,
    times: over ? normalize(div(p.total_sell, p.amount, 2, 'floor')) : undefined,
  };
}

/** What applying for `amount` tokens costs: ⌈amount × price⌉ at the pay coin's scale (the server's rule). */
export const ieoCost = (amount: string, price: string, payCoin: string): string =>
  normalize(roundForUser(mul(amount, price), currencyScale(payCoin), 'pay'));

/** The tokens the user has applied for in this project so far (the server's per-user limit counts them all). */
export const ieoHeld = (orders: readonly Pick<IeoOrder, 'amount'>[]): string =>
  orders.length === 0 ? '0' : normalize(sum(orders.map((o) => o.amount)));

/** What the per-user limit still allows ('' = no limit). */
export const ieoLeftForUser = (userLimit: string, held: string): string =>
  userLimit === '' ? '' : gt(userLimit, held) ? normalize(sub(userLimit, held)) : '0';

export type IeoAmountProblem = 'empty' | 'format' | 'decimals' | 'min' | 'limit' | 'left' | 'balance';

export type IeoLimits = {
  token: string;
  payCoin: string;
  price: string;
  min: string;
  /** '' = no cap beyond the supply. */
  userLimit: string;
  /** Already applied for by this user. */
  held: string;
  mode: IeoMode;
  /** Tokens still offered: caps a first-come application only (pro rata takes any). */
  remaining: string;
  /** The pay coin's spot balance when known. */
  balance?: string;
};

const DECIMAL = /^\d{1,18}(\.\d{1,18})?$/;

/**
 * The application amount in tokens, checked before anything is sent, in the order the server refuses (spec §8 a
 * correct amount, insufficient balance blocks IEO): decimals at the token's scale, the minimum, the per-user limit
 * with what is held, what is left (first come), then the cost against the balance.
 */
export function ieoAmountProblem(input: string, l: IeoLimits): IeoAmountProblem | undefined {
  const v = input.trim();
  if (v === '') return 'empty';
  if (!DECIMAL.test(v) || !isPositive(v)) return 'format';
  if ((v.split('.')[1]?.length ?? 0) > currencyScale(l.token)) return 'decimals';
  if (l.min !== '' && lt(v, l.min)) return 'min';
  if (l.userLimit !== '' && gt(add(l.held, v), l.userLimit)) return 'limit';
  if (l.mode === 'fcfs' && gt(v, l.remaining)) return 'left';
  if (l.balance !== undefined && gt(ieoCost(v, l.price, l.payCoin), l.balance)) return 'balance';
  return undefined;
}

/** A link the project publishes (whitepaper, website), only when it is a web address. */
export function safeUrl(url: string): string | undefined {
  const v = url.trim();
  return /^https?:\/\/[^\s"'<>]+$/i.test(v) ? v : undefined;
}

/** The project's plain-text description as paragraphs (separated by blank lines). */
export const paragraphs = (content: string): string[] =>
  content
    .split(/\r?\n\s*\r?\n/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
