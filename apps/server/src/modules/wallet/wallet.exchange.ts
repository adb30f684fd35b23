/**
 * Exchange (convert) inside the `change` account, against the house's `house_pnl_exchange` system account at the
 * market's reference price (USDT legs at 1). A quote fixes the rate for 15 s and is used at most once; executing
 * an expired or used quote answers "the price has changed" with no money moved. Without a quote the current
 * price is executed. The fee is taken from what the user receives (rounded up) and goes to `fees`.
 */

import { randomUUID } from 'node:crypto';
import { type Amount, gte, normalize, parseAmount } from '@app/money';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db';
import { wireTime } from '../../envelope';
import { AppError } from '../../errors';
import { ACCOUNT_KIND, balances, getOrCreateAccount, post } from '../ledger';
import { exchangeAmounts, exchangeMin, exchangeRate, fitsScale } from './wallet.calc';
import { coinById, exchangeFeeRate, walletCoins } from './wallet.coins';
import { once, priceOrFail, userAccount, type WalletDeps } from './wallet.context';
import { exchangeQuotes, exchanges } from './wallet.tables';

const QUOTE_TTL_MS = 15_000;
type ExchangeInput = { number: Amount; fromId: number; toId: number; quoteId?: string | undefined };

export function createExchangeService(deps: WalletDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;

  function pair(fromId: number, toId: number) {
    const from = coinById(fromId, 'from_currency_id');
    const to = coinById(toId, 'to_currency_id');
    if (from.id === to.id) throw AppError.say('wallet.same_currency');
    return { from, to };
  }

  /** The rate, fee rate and minimum at the current prices. */
  async function terms(ex: Tx | WalletDeps['db'], fromId: number, toId: number) {
    const { from, to } = pair(fromId, toId);
    const fromPrice = priceOrFail(deps, from.code);
    const toPrice = priceOrFail(deps, to.code);
    const rate = exchangeRate(fromPrice, toPrice);
    const feeRate = await exchangeFeeRate(ex, to.id);
    return { from, to, fromPrice, toPrice, rate, feeRate, min: exchangeMin(fromPrice, from.code) };
  }

  /** A quote of the caller, still unused and unexpired, for this pair; otherwise the matching refusal. */
  async function takeQuote(tx: Tx, userId: number, quoteId: string, fromId: number, toId: number) {
    const [q] = await tx
      .select()
      .from(exchangeQuotes)
      .where(and(eq(exchangeQuotes.id, quoteId), eq(exchangeQuotes.userId, userId)))
      .for('update');
    if (!q) throw new AppError('NOT_FOUND');
    if (q.fromCoinId !== fromId || q.toCoinId !== toId) throw AppError.invalid('quote_id', 'validation.invalid');
    if (q.usedAt || q.expiresAt.getTime() <= now()) throw AppError.say('wallet.quote_changed');
    await tx
      .update(exchangeQuotes)
      .set({ usedAt: new Date(now()) })
      .where(eq(exchangeQuotes.id, quoteId));
    return { rate: normalize(q.rate), feeRate: normalize(q.feeRate) };
  }

  return {
    /** Coins that can be exchanged (USDT and every coin with a USDT price), with the change account's available. */
    async list(userId: number) {
      const held = new Map(
        (await balances(db, userId)).filter((b) => b.kind === ACCOUNT_KIND.change).map((b) => [b.currency, b]),
      );
      return walletCoins()
        .filter((c) => deps.usdtPrice(c.code) !== undefined)
        .map((c) => ({ id: c.id, name: c.code, logo: c.logo, available: held.get(c.code)?.available ?? '0' }));
    },

    async quote(userId: number, fromId: number, toId: number) {
      const t = await terms(db, fromId, toId);
      const id = randomUUID();
      const expiresAt = new Date(now() + QUOTE_TTL_MS);
      await db.insert(exchangeQuotes).values({
        id,
        userId,
        fromCoinId: t.from.id,
        toCoinId: t.to.id,
        rate: t.rate,
        feeRate: t.feeRate,
        expiresAt,
        createdAt: new Date(now()),
      });
      return {
        quote_id: id,
        from_currency: t.from.code,
        to_currency: t.to.code,
        rate: t.rate,
        fee_rate: t.feeRate,
        min: t.min,
        expires_at: wireTime(expiresAt),
        expires_in: QUOTE_TTL_MS / 1000,
        // The original client's names (docs/original-client.md): it shows form_price / to_price and number × fee.
        form_price: normalize(t.fromPrice),
        to_price: normalize(t.toPrice),
        fee: t.feeRate,
      };
    },

    async execute(userId: number, input: ExchangeInput, key?: string) {
      const current = await terms(db, input.fromId, input.toId);
      const { from, to } = current;
      const number = parseAmount(input.number);
      if (!fitsScale(number, from.code)) throw AppError.invalid('number', 'wallet.too_many_decimals');
      if (!gte(number, current.min) || number === '0') {
        throw AppError.say('wallet.min_amount', { min: current.min, currency: from.code });
      }
      return once(deps, { userId, route: 'exchange', key, body: input }, async (tx) => {
        const { rate, feeRate } = input.quoteId
          ? await takeQuote(tx, userId, input.quoteId, from.id, to.id)
          : { rate: current.rate, feeRate: current.feeRate };
        const { gross, fee, net } = exchangeAmounts(number, rate, feeRate, to.code);
        if (net === '0') throw AppError.say('wallet.min_amount', { min: current.min, currency: from.code });
        const [row] = await tx
          .insert(exchanges)
          .values({
            userId,
            quoteId: input.quoteId ?? null,
            fromCurrency: from.code,
            toCurrency: to.code,
            fromAmount: number,
            toAmount: net,
            fee,
            rate,
          })
          .returning();
        const house = (currency: string) =>
          getOrCreateAccount(tx, { ownerType: 'system', currency, systemKind: 'house_pnl_exchange' });
        // One after another: a transaction is one connection (pg warns about overlapping queries on a client).
        const userFrom = await userAccount(tx, userId, from.code, ACCOUNT_KIND.change);
        const userTo = await userAccount(tx, userId, to.code, ACCOUNT_KIND.change);
        const houseFrom = await house(from.code);
        const houseTo = await house(to.code);
        const fees = await getOrCreateAccount(tx, { ownerType: 'system', currency: to.code, systemKind: 'fees' });
        await post(tx, {
          type: 'exchange',
          refType: 'exchange',
          refId: row!.id,
          memo: { m: 'exchange', from: from.code, to: to.code, rate },
          lines: [
            { account: userFrom, bucket: 'available', amount: `-${number}` },
            { account: houseFrom, bucket: 'available', amount: number },
            { account: houseTo, bucket: 'available', amount: `-${gross}` },
            { account: userTo, bucket: 'available', amount: net },
            ...(fee === '0' ? [] : [{ account: fees, bucket: 'available' as const, amount: fee }]),
          ],
        });
        return {
          id: row!.id,
          from_currency: from.code,
          to_currency: to.code,
          from_amount: number,
          to_amount: net,
          fee,
          rate,
        };
      });
    },
  };
}
