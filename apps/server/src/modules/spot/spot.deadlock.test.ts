/**
 * Deadlocks between spot commands (found by the crash suite, src/crash): each pair has its own queue, so two pairs
 * run commands at the same time. A command freezes its taker's account first and locks the makers' accounts
 * later, per fill; two takers who are each other's maker on two pairs lock the same two accounts in opposite
 * orders, and PostgreSQL aborts one transaction with SQLSTATE 40P01. The command must then run again (after the
 * book is rebuilt from the committed orders), not answer an error for an order the user may simply repeat.
 *
 *  - a real deadlock on PostgreSQL: a trigger holds each transaction between its freeze and its fill long
 *    enough for the other to take its freeze (on PGlite, one connection, the two commands simply queue);
 *  - an injected 40P01 (a trigger raising that code on the first attempts), on both drivers: the order is
 *    placed exactly once, the book equals the committed orders, and a command that keeps failing gives up.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { spotModule } from './spot.module';
import { spotOrders, spotTrades } from './spot.tables';
import { bal, call, checkInvariants, makeUser } from './spot.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(async () => t.close());

const BTC = { currency_id: 1, legal_id: 3 };
const ETH = { currency_id: 2, legal_id: 3 };
const exec = (text: string) => t.app.database.db.execute(sql.raw(text));

/** The pair's engine book equals its committed open orders (ids in priority order is enough here). */
async function bookMatches(pairId: number) {
  const rows = await t.app.database.db
    .select({ id: spotOrders.id })
    .from(spotOrders)
    .where(and(eq(spotOrders.pairId, pairId), inArray(spotOrders.status, ['open', 'partial'])))
    .orderBy(asc(spotOrders.seq));
  const book = [...t.app.use(spotModule).spot.book(pairId)!.orders()].map((o) => o.orderId);
  expect(book.sort()).toEqual(rows.map((r) => r.id).sort());
}

describe('spot commands that deadlock', () => {
  it('two takers who are each other’s maker on two pairs at once: both orders go through', async () => {
    const u = await makeUser(t.app, { USDT: '10000', ETH: '1' });
    const m = await makeUser(t.app, { USDT: '10000', BTC: '0.1' });
    const ask = async (who: typeof u, pair: object, price: string, amount: string) =>
      call(t.app, 'POST', '/api/coin/trade', who, { ...pair, type: 2, target_price: price, amount });
    expect((await ask(m, BTC, '60000', '0.01')).type).toBe('ok');
    expect((await ask(u, ETH, '3000', '0.1')).type).toBe('ok');

    // Between its freeze and its first fill's ledger entry every command now waits 0.3 s, so both freezes are
    // taken before either entry locks the other taker's account.
    await exec(`create function crash_slow_fill() returns trigger language plpgsql as $$
      begin perform pg_sleep(0.3); return new; end $$`);
    await exec(
      'create trigger crash_slow_fill before insert on spot_trades for each row execute function crash_slow_fill()',
    );
    try {
      const [a, b] = await Promise.all([
        call(t.app, 'POST', '/api/coin/trade', u, { ...BTC, type: 1, target_price: '60000', amount: '0.01' }),
        call(t.app, 'POST', '/api/coin/trade', m, { ...ETH, type: 1, target_price: '3000', amount: '0.1' }),
      ]);
      expect(a).toMatchObject({ type: 'ok', message: { status: 'filled' } });
      expect(b).toMatchObject({ type: 'ok', message: { status: 'filled' } });
    } finally {
      await exec('drop trigger crash_slow_fill on spot_trades');
      await exec('drop function crash_slow_fill()');
    }
    expect(await bal(t.app, u.id, 'BTC')).toEqual({ available: '0.01', frozen: '0' });
    expect(await bal(t.app, m.id, 'ETH')).toMatchObject({ frozen: '0' });
    await bookMatches(1);
    await bookMatches(2);
    await checkInvariants(t.app);
  });

  describe('an injected deadlock (SQLSTATE 40P01)', () => {
    /** Raises 40P01 on the first `times` trade rows inserted (a sequence: not rolled back with the attempt). */
    async function deadlockTimes(times: number): Promise<() => Promise<void>> {
      await exec('create sequence crash_deadlock_seq');
      await exec(`create function crash_deadlock() returns trigger language plpgsql as $$
        begin
          if nextval('crash_deadlock_seq') <= ${times} then
            raise exception 'injected deadlock' using errcode = '40P01';
          end if;
          return new;
        end $$`);
      await exec(
        'create trigger crash_deadlock before insert on spot_trades for each row execute function crash_deadlock()',
      );
      return async () => {
        await exec('drop trigger crash_deadlock on spot_trades');
        await exec('drop function crash_deadlock()');
        await exec('drop sequence crash_deadlock_seq');
      };
    }
    const trades = async () => (await t.app.database.db.select({ n: count() }).from(spotTrades))[0]!.n;

    it('is retried: the order is placed once, filled once, and the book equals the database', async () => {
      const maker = await makeUser(t.app, { ETH: '1' });
      const taker = await makeUser(t.app, { USDT: '1000' });
      const resting = await call(t.app, 'POST', '/api/coin/trade', maker, {
        ...ETH,
        type: 2,
        target_price: '2000',
        amount: '0.2',
      });
      const before = await trades();
      const drop = await deadlockTimes(2);
      try {
        const res = await call(
          t.app,
          'POST',
          '/api/coin/trade',
          taker,
          { ...ETH, type: 1, target_price: '2000', amount: '0.1' },
          { 'idempotency-key': 'deadlock-1' },
        );
        expect(res).toMatchObject({ type: 'ok', message: { status: 'filled', filled: '0.1' } });
      } finally {
        await drop();
      }
      expect(await trades()).toBe(before + 1);
      const mine = await t.app.database.db.select().from(spotOrders).where(eq(spotOrders.ownerId, taker.id));
      expect(mine).toHaveLength(1);
      const [makerRow] = await t.app.database.db.select().from(spotOrders).where(eq(spotOrders.id, resting.message.id));
      expect(makerRow).toMatchObject({ status: 'partial', filled: expect.stringMatching(/^0\.10*$/) });
      await bookMatches(2);
      await checkInvariants(t.app);
    });

    it('that keeps coming back gives up with an error and leaves nothing behind', async () => {
      const maker = await makeUser(t.app, { ETH: '1' });
      const taker = await makeUser(t.app, { USDT: '1000' });
      await call(t.app, 'POST', '/api/coin/trade', maker, { ...ETH, type: 2, target_price: '2100', amount: '0.2' });
      const before = await trades();
      const drop = await deadlockTimes(1000);
      try {
        const res = await call(t.app, 'POST', '/api/coin/trade', taker, {
          ...ETH,
          type: 1,
          target_price: '2100',
          amount: '0.1',
        });
        expect(res.type).not.toBe('ok');
      } finally {
        await drop();
      }
      expect(await trades()).toBe(before);
      expect(await bal(t.app, taker.id, 'USDT')).toEqual({ available: '1000', frozen: '0' });
      await bookMatches(2);
      await checkInvariants(t.app);
    });
  });
});
