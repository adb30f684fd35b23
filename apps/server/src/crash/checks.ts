/**
 * What must hold after the crash suite's kills, read from the database and the running server's book:
 *
 *   acknowledged  every operation the client got `ok` for is there (order, cancel, transfer, withdrawal), as sent;
 *   no duplicate  each user has exactly as many orders, transfers and withdrawals as it got `ok` for (every one
 *                 carried an Idempotency-Key and a lost answer was sent again with the same key);
 *   ledger        every entry balances, stored balances equal their postings, each currency sums to zero, no user
 *                 balance is negative;
 *   frozen        each user account's frozen amount equals what its open orders reserve plus its pending
 *                 withdrawals; each order reserves exactly its unfilled part, and its fills add up;
 *   book          the engine's book (public depth API) equals the open orders in the database, level by level.
 *
 * Answers the problems found and how many individual checks ran. No I/O but the given db and depth reader, so a
 * unit test can hand it a broken state and see each check fail (crash.checks.test.ts).
 */
import { add, isNegative, mul, normalize, eq as same, sub } from '@app/money';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db';
import { auditJournal } from '../modules/ledger';
import { ledgerAccounts } from '../modules/ledger/ledger.tables';
import { spotOrders, spotTrades } from '../modules/spot/spot.tables';
import { internalTransfers, withdrawalRequests } from '../modules/wallet/wallet.tables';
import type { OpRecord, PairInfo } from './load';

const KIND = { legal: 1, change: 2 } as const;
const OPEN = ['open', 'partial'];

export type Depth = { bids: [string, string][]; asks: [string, string][] };
export type DepthReader = (symbol: string) => Promise<Depth>;

/** What a pending withdrawal holds frozen: its amount, the fee inside it (wallet.withdraw.ts, withdrawAmounts). */
const withdrawalHold = (w: { number: string }) => w.number;

export async function checkAfterCrashes(opts: {
  db: Executor;
  records: readonly OpRecord[];
  userIds: readonly number[];
  pairs: readonly PairInfo[];
  depth: DepthReader;
  /** Levels compared per side (the depth API answers at most 50). */
  levels?: number;
}): Promise<{ problems: string[]; checks: number }> {
  const { db, records, userIds, pairs } = opts;
  const problems: string[] = [];
  let checks = 0;
  const expect = (ok: boolean, problem: () => string) => {
    checks++;
    if (!ok) problems.push(problem());
  };

  const orders = await db
    .select()
    .from(spotOrders)
    .where(inArray(spotOrders.ownerId, [...userIds]));
  const transfers = await db
    .select()
    .from(internalTransfers)
    .where(inArray(internalTransfers.userId, [...userIds]));
  const withdrawals = await db
    .select()
    .from(withdrawalRequests)
    .where(inArray(withdrawalRequests.userId, [...userIds]));
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const transferById = new Map(transfers.map((t) => [t.id, t]));
  const withdrawalById = new Map(withdrawals.map((w) => [w.id, w]));

  // Acknowledged operations are there, as sent.
  const acked = records.filter((r) => r.outcome === 'ok');
  const idsOfKey = new Map<string, string>();
  for (const r of acked) {
    const m = r.message as { id: string | number };
    const b = r.body;
    const what = () => `${r.kind} of user ${r.userId} (key ${r.key ?? '-'}, answer id ${m.id})`;
    if (r.key) {
      const id = `${r.kind}:${m.id}`;
      expect(!idsOfKey.has(id), () => `two keys answered the same ${id}: ${idsOfKey.get(id)} and ${r.key}`);
      idsOfKey.set(id, r.key);
    }
    if (r.kind === 'place') {
      const o = orderById.get(String(m.id));
      const pair = pairs.find((p) => p.currency_id === b.currency_id && p.legal_id === b.legal_id);
      expect(
        !!o &&
          o.ownerId === r.userId &&
          o.pairId === pair?.id &&
          o.side === (b.type === 1 ? 'buy' : 'sell') &&
          same(o.price ?? '0', String(b.target_price)) &&
          same(o.amount, String(b.amount)),
        () => `acknowledged order lost or changed: ${what()}; row ${JSON.stringify(o ?? null)}`,
      );
    } else if (r.kind === 'cancel') {
      const o = orderById.get(String(b.id));
      expect(
        o?.status === 'cancelled',
        () => `acknowledged cancel not kept: ${what()}; row ${JSON.stringify(o ?? null)}`,
      );
    } else if (r.kind === 'transfer') {
      const t = transferById.get(Number(m.id));
      const from = b.from_field === 'legal' ? KIND.legal : KIND.change;
      const to = b.to_field === 'legal' ? KIND.legal : KIND.change;
      expect(
        !!t && t.userId === r.userId && same(t.number, String(b.number)) && t.fromKind === from && t.toKind === to,
        () => `acknowledged transfer lost or changed: ${what()}; row ${JSON.stringify(t ?? null)}`,
      );
    } else {
      const w = withdrawalById.get(Number(m.id));
      expect(
        !!w && w.userId === r.userId && same(w.number, String(b.number)) && w.state === 'review',
        () => `acknowledged withdrawal lost or changed: ${what()}; row ${JSON.stringify(w ?? null)}`,
      );
    }
  }

  // No duplicates, nothing unacknowledged: as many rows as acknowledgements, per user and kind.
  for (const userId of userIds) {
    const count = (kind: OpRecord['kind']) => acked.filter((r) => r.userId === userId && r.kind === kind).length;
    const rows = {
      place: orders.filter((o) => o.ownerId === userId).length,
      transfer: transfers.filter((t) => t.userId === userId).length,
      withdraw: withdrawals.filter((w) => w.userId === userId).length,
    };
    for (const kind of ['place', 'transfer', 'withdraw'] as const) {
      expect(
        rows[kind] === count(kind),
        () => `user ${userId}: ${rows[kind]} ${kind} rows for ${count(kind)} acknowledged ${kind} operations`,
      );
    }
  }

  // The ledger.
  const audit = await auditJournal(db);
  expect(audit.unbalancedEntries.length === 0, () => `unbalanced entries: ${JSON.stringify(audit.unbalancedEntries)}`);
  expect(
    audit.driftedAccounts.length === 0,
    () => `balances differ from postings: ${JSON.stringify(audit.driftedAccounts)}`,
  );
  expect(
    audit.unbalancedCurrencies.length === 0,
    () => `currencies not summing to zero: ${JSON.stringify(audit.unbalancedCurrencies)}`,
  );
  const accounts = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'user'), inArray(ledgerAccounts.ownerId, [...userIds])));
  for (const a of accounts) {
    expect(
      !isNegative(a.available) && !isNegative(a.frozen),
      () => `negative balance: user ${a.ownerId} ${a.currency} kind ${a.kind}: ${a.available} / ${a.frozen}`,
    );
  }

  // Frozen = open orders + pending withdrawals, per user account; each order reserves its unfilled part.
  const pairOf = new Map(pairs.map((p) => [p.id, p]));
  const expected = new Map<string, string>();
  const hold = (userId: number, currency: string, kind: number, amount: string) => {
    const k = `${userId}:${currency}:${kind}`;
    expected.set(k, add(expected.get(k) ?? '0', amount));
  };
  const filledOf = new Map<string, string>();
  const trades = orders.length
    ? await db
        .select({ maker: spotTrades.makerOrderId, taker: spotTrades.takerOrderId, amount: spotTrades.amount })
        .from(spotTrades)
        .where(
          inArray(
            spotTrades.pairId,
            pairs.map((p) => p.id),
          ),
        )
    : [];
  for (const t of trades) {
    filledOf.set(t.maker, add(filledOf.get(t.maker) ?? '0', t.amount));
    filledOf.set(t.taker, add(filledOf.get(t.taker) ?? '0', t.amount));
  }
  for (const o of orders) {
    const open = OPEN.includes(o.status);
    const left = sub(o.amount, o.filled);
    const should = !open ? '0' : o.side === 'buy' ? mul(o.price ?? '0', left) : left;
    expect(
      same(o.reserved, should),
      () => `order ${o.id} (${o.status}) reserves ${normalize(o.reserved)}, its unfilled part is ${should}`,
    );
    expect(
      same(o.filled, filledOf.get(o.id) ?? '0'),
      () => `order ${o.id}: filled ${normalize(o.filled)} but its trades add up to ${filledOf.get(o.id) ?? '0'}`,
    );
    expect(
      (o.status === 'filled') === same(o.filled, o.amount),
      () => `order ${o.id} is ${o.status} with ${normalize(o.filled)} of ${normalize(o.amount)} filled`,
    );
    const pair = pairOf.get(o.pairId);
    if (open && pair) hold(o.ownerId, o.side === 'buy' ? quoteOf(pair) : baseOf(pair), KIND.change, o.reserved);
  }
  for (const w of withdrawals) if (w.state === 'review') hold(w.userId, w.currency, KIND.change, withdrawalHold(w));
  const seen = new Set<string>();
  for (const a of accounts) {
    const k = `${a.ownerId}:${a.currency}:${a.kind}`;
    seen.add(k);
    const want = expected.get(k) ?? '0';
    expect(
      same(a.frozen, want),
      () =>
        `user ${a.ownerId} ${a.currency} kind ${a.kind}: frozen ${normalize(a.frozen)}, open orders + pending withdrawals ${want}`,
    );
  }
  for (const [k, want] of expected) {
    expect(
      seen.has(k) || same(want, '0'),
      () => `account ${k} holds ${want} for orders/withdrawals but does not exist`,
    );
  }

  // The engine's book equals the open orders, level by level (the top `levels` of each side).
  const levels = opts.levels ?? 50;
  const allOpen = await db
    .select({
      pairId: spotOrders.pairId,
      side: spotOrders.side,
      price: spotOrders.price,
      amount: spotOrders.amount,
      filled: spotOrders.filled,
    })
    .from(spotOrders)
    .where(inArray(spotOrders.status, OPEN));
  for (const pair of pairs) {
    const want = { bids: new Map<string, string>(), asks: new Map<string, string>() };
    for (const o of allOpen) {
      if (o.pairId !== pair.id || o.price === null) continue;
      const side = o.side === 'buy' ? want.bids : want.asks;
      const price = normalize(o.price);
      side.set(price, add(side.get(price) ?? '0', sub(o.amount, o.filled)));
    }
    const sorted = (m: Map<string, string>, desc: boolean) =>
      [...m.entries()]
        .sort(([a], [b]) => (desc ? Number(b) - Number(a) : Number(a) - Number(b)))
        .slice(0, levels)
        .map(([p, q]) => `${p}@${normalize(q)}`);
    const book = await opts.depth(pair.symbol);
    const got = (list: [string, string][]) => list.slice(0, levels).map(([p, q]) => `${normalize(p)}@${normalize(q)}`);
    for (const side of ['bids', 'asks'] as const) {
      const a = got(book[side]).join(' ');
      const b = sorted(want[side], side === 'bids').join(' ');
      expect(
        a === b,
        () => `${pair.symbol} ${side}: the engine's book [${a.slice(0, 600)}] but open orders [${b.slice(0, 600)}]`,
      );
    }
    const bestBid = book.bids[0]?.[0];
    const bestAsk = book.asks[0]?.[0];
    expect(
      bestBid === undefined || bestAsk === undefined || Number(bestBid) < Number(bestAsk),
      () => `${pair.symbol}: crossed book, best bid ${bestBid} ≥ best ask ${bestAsk}`,
    );
  }

  return { problems, checks };
}

const baseOf = (p: PairInfo) => p.symbol.split('/')[0]!;
const quoteOf = (p: PairInfo) => p.symbol.split('/')[1]!;
