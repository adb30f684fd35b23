/**
 * Rollback: the database fails in the middle of a command, after the engine already matched (a trigger raises
 * on the 2nd trade row, on the ledger entry of a fill, or on the cancel's row update). The transaction rolls
 * back; the pair's in-memory book must be rebuilt to exactly the committed open orders, balances must not move,
 * and the next command in the same queue must work. Triggers make it a real database error on PGlite and on
 * PostgreSQL alike.
 */
import { sub } from '@app/money';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { ledgerEntries } from '../ledger/ledger.tables';
import { priceToTicks, qtyToLots, type RestingOrder } from './engine';
import { spotModule } from './spot.module';
import { normal } from './spot.pairs';
import { spotOrders, spotTrades } from './spot.tables';
import { bal, call, checkInvariants, makeUser, type SpotUser } from './spot.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(async () => t.close());

const ETH = { currency_id: 2, legal_id: 3 };
const PAIR = 2;

const exec = (text: string) => t.app.database.db.execute(sql.raw(text));

/** A trigger that raises whenever `condition` holds for the row; answers a function that drops it. */
async function failWhen(table: string, timing: 'insert' | 'update', condition: string): Promise<() => Promise<void>> {
  const name = `fail_${table}_${Math.random().toString(36).slice(2, 8)}`;
  await exec(`create function ${name}() returns trigger language plpgsql as $$
    begin
      if ${condition} then raise exception 'injected failure (${name})'; end if;
      return new;
    end $$`);
  await exec(`create trigger ${name} before ${timing} on ${table} for each row execute function ${name}()`);
  return async () => {
    await exec(`drop trigger ${name} on ${table}`);
    await exec(`drop function ${name}()`);
  };
}

/** The committed open orders of the pair as the book should hold them: priority order, remaining lots. */
async function committedBook(): Promise<RestingOrder[]> {
  const pair = t.app.use(spotModule).spot.pair(PAIR)!;
  const rows = await t.app.database.db
    .select()
    .from(spotOrders)
    .where(and(eq(spotOrders.pairId, PAIR), inArray(spotOrders.status, ['open', 'partial'])))
    .orderBy(asc(spotOrders.seq));
  const resting: RestingOrder[] = rows.map((o) => ({
    orderId: o.id,
    owner: String(o.ownerId),
    side: o.side === 'buy' ? 'buy' : 'sell',
    price: priceToTicks(normal(o.price ?? '0'), pair.tickSize),
    qty: qtyToLots(normal(sub(o.amount, o.filled)), pair.lotSize),
  }));
  // bids best (highest) first, then asks best (lowest) first; FIFO (seq) within a price
  const bids = resting.filter((o) => o.side === 'buy').sort((a, b) => b.price - a.price);
  const asks = resting.filter((o) => o.side === 'sell').sort((a, b) => a.price - b.price);
  return [...bids, ...asks];
}

const bookNow = () => [...t.app.use(spotModule).spot.book(PAIR)!.orders()];

async function snapshot(users: SpotUser[]) {
  const db = t.app.database.db;
  const balances = [];
  for (const u of users) balances.push(await bal(t.app, u.id, 'USDT'), await bal(t.app, u.id, 'ETH'));
  const [trades] = await db.select({ n: count() }).from(spotTrades);
  const [entries] = await db.select({ n: count() }).from(ledgerEntries);
  const orders = await db.select().from(spotOrders).where(eq(spotOrders.pairId, PAIR)).orderBy(asc(spotOrders.seq));
  return { balances, trades: trades?.n, entries: entries?.n, orders, book: bookNow() };
}

/** After a failed command: nothing committed, and the book equals the committed open orders. */
async function expectRolledBack(before: Awaited<ReturnType<typeof snapshot>>, users: SpotUser[]) {
  const after = await snapshot(users);
  expect(after).toEqual(before);
  expect(bookNow()).toEqual(await committedBook());
  await checkInvariants(t.app);
}

describe('spot rollback after the engine matched', () => {
  let m1: SpotUser;
  let m2: SpotUser;
  let m3: SpotUser;
  let taker: SpotUser;
  let ids: { s1: string; s2: string; b3: string };

  beforeAll(async () => {
    m1 = await makeUser(t.app, { ETH: '1' });
    m2 = await makeUser(t.app, { ETH: '1' });
    m3 = await makeUser(t.app, { USDT: '1000' });
    taker = await makeUser(t.app, { USDT: '1000', ETH: '1' });
    const place = async (u: SpotUser, body: object) =>
      (await call(t.app, 'POST', '/api/coin/trade', u, { ...ETH, ...body })).message.id as string;
    ids = {
      s1: await place(m1, { type: 2, amount: '0.1', target_price: '100' }),
      s2: await place(m2, { type: 2, amount: '0.1', target_price: '101' }),
      b3: await place(m3, { type: 1, amount: '0.5', target_price: '90' }),
    };
    expect(bookNow()).toHaveLength(3);
  });
  const all = () => [m1, m2, m3, taker];

  it('the 2nd trade row of a sweep fails: book rebuilt, balances unchanged, the next command works', async () => {
    const before = await snapshot(all());
    const drop = await failWhen('spot_trades', 'insert', `new.maker_order_id = '${ids.s2}'`);
    const buy = { ...ETH, type: 1, amount: '0.3', target_price: '105' };
    const failed = await call(t.app, 'POST', '/api/coin/trade', taker, buy);
    expect(failed.type).not.toBe('ok');
    await expectRolledBack(before, all());

    // The queue is not stuck: an order that does not reach s2 goes through while the trigger is still there.
    const small = await call(t.app, 'POST', '/api/coin/trade', taker, {
      ...ETH,
      type: 1,
      amount: '0.05',
      target_price: '100',
    });
    expect(small.message).toMatchObject({ status: 'filled', filled: '0.05' });
    expect(bookNow()).toEqual(await committedBook());
    await drop();

    const ok = await call(t.app, 'POST', '/api/coin/trade', taker, buy);
    expect(ok.message).toMatchObject({ status: 'partial', filled: '0.15', filled_total: '15.1' });
    expect(bookNow()).toEqual(await committedBook());
    expect(bookNow().map((o) => o.orderId)).toEqual([ok.message.id, ids.b3]);
    await checkInvariants(t.app);
  });

  it('the ledger entry of a fill fails: same rollback; the next command works', async () => {
    // m1 sells into the taker's resting bid at 105.
    const before = await snapshot(all());
    const drop = await failWhen('ledger_entries', 'insert', `new.type = 'spot_trade'`);
    const sell = { ...ETH, type: 2, amount: '0.2', target_price: '95' };
    const failed = await call(t.app, 'POST', '/api/coin/trade', m1, sell);
    expect(failed.type).not.toBe('ok');
    await expectRolledBack(before, all());
    await drop();

    const ok = await call(t.app, 'POST', '/api/coin/trade', m1, sell);
    // fills the taker's remaining 0.15 at 105; the last 0.05 rests at 95 (above m3's bid at 90)
    expect(ok.message).toMatchObject({ status: 'partial', filled: '0.15', filled_total: '15.75' });
    expect(bookNow()).toEqual(await committedBook());
    await checkInvariants(t.app);
  });

  it('a cancel whose row update fails puts the order back; the retry cancels', async () => {
    const before = await snapshot(all());
    expect(t.app.use(spotModule).spot.book(PAIR)!.has(ids.b3)).toBe(true);
    const drop = await failWhen('spot_orders', 'update', `new.status = 'cancelled' and old.id = '${ids.b3}'`);
    const failed = await call(t.app, 'PUT', '/api/coin/trade', m3, { id: ids.b3 });
    expect(failed.type).not.toBe('ok');
    await expectRolledBack(before, all());
    expect(t.app.use(spotModule).spot.book(PAIR)!.has(ids.b3)).toBe(true);
    await drop();

    const ok = await call(t.app, 'PUT', '/api/coin/trade', m3, { id: ids.b3 });
    expect(ok.message).toMatchObject({ id: ids.b3, status: 'cancelled' });
    expect(await bal(t.app, m3.id, 'USDT')).toEqual({ available: '1000', frozen: '0' });
    expect(bookNow()).toEqual(await committedBook());
    await checkInvariants(t.app);
  });
});
