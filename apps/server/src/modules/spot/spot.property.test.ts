/** Random orders and cancels by 3 users through the service: after every step the books balance (fast-check). */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { AppError } from '../../errors';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { spotModule } from './spot.module';
import { checkInvariants, makeUser, refPrice, type SpotUser } from './spot.test-kit';

let t: TestApp;
let users: SpotUser[];
beforeAll(async () => {
  t = await makeTestApp();
  users = [];
  for (let i = 0; i < 3; i++) users.push(await makeUser(t.app, { USDT: '5000', ETH: '5' }));
}, 60_000);
afterAll(async () => t.close());

const step = fc.record({
  user: fc.integer({ min: 0, max: 2 }),
  op: fc.constantFrom('limit', 'limit', 'limit', 'market', 'total', 'cancel'),
  side: fc.constantFrom('buy' as const, 'sell' as const),
  offset: fc.integer({ min: -20, max: 20 }),
  lots: fc.integer({ min: 1, max: 300 }),
});

describe('spot ledger invariants', () => {
  it('hold after random trading (100 runs × ≤ 25 steps)', async () => {
    const spot = t.app.use(spotModule).spot;
    const pair = spot.findPair({ symbol: 'ETH/USDT' })!;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const base = Number(refPrice(t.app, 'ETH/USDT'));
        for (const s of steps) {
          const owner = users[s.user]!.id;
          try {
            if (s.op === 'cancel') {
              const open = await t.app.use(spotModule).reads.list(owner, { status: 'current', page: 1, limit: 5 });
              const first = open.list[0];
              if (first) await spot.cancel(owner, first.id);
            } else {
              const amount = (s.lots / 100).toFixed(2);
              const price = (base + s.offset).toFixed(2);
              const input =
                s.op === 'limit'
                  ? { side: s.side, price, amount }
                  : s.op === 'total' && s.side === 'buy'
                    ? { side: s.side, total: (s.lots * 2).toFixed(2) }
                    : { side: s.side, amount };
              await spot.place(owner, pair.id, input);
            }
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
          }
          await checkInvariants(t.app);
        }
      }),
      { numRuns: 100 },
    );
  }, 240_000);
});
