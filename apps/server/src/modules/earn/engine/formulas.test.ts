/** The earn formulas: mining yield, days and penalty; the four dual branches; IEO phases and allocation. */
import { add, cmp, eq, gte, lte, mul, sum } from '@app/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dualPayout, dualYieldOf, growthOf } from './dual';
import { allocate, ieoCost, ieoPhase } from './ieo';
import {
  dailyYieldOf,
  dayOf,
  earlyPenaltyOf,
  earnedDaysBy,
  maturityDayOf,
  redemptionQuote,
  termYieldOf,
} from './mining';

/** Integer units as a decimal string at a scale, without the exponent a JavaScript number may print. */
const dec = (units: number, scale: number): string => {
  const t = String(units).padStart(scale + 1, '0');
  return scale === 0 ? t : `${t.slice(0, -scale)}.${t.slice(-scale)}`;
};

describe('locked mining', () => {
  it('pays ⌊amount × daily rate⌋ a day and reserves it for every day of the term', () => {
    expect(dailyYieldOf('1000', '0.003', 8)).toBe('3');
    expect(dailyYieldOf('0.00000333', '0.5', 8)).toBe('0.00000166');
    expect(termYieldOf('1000', '0.003', 5, 8)).toBe('15');
  });

  it('earns the days after the subscription day once each is over, and matures the day after the last', () => {
    const d = dayOf(Date.UTC(2026, 10, 28, 15));
    expect(earnedDaysBy(d, 5, d)).toBe(0);
    expect(earnedDaysBy(d, 5, d + 1)).toBe(0);
    expect(earnedDaysBy(d, 5, d + 2)).toBe(1);
    expect(earnedDaysBy(d, 5, d + 6)).toBe(5);
    expect(earnedDaysBy(d, 5, d + 60)).toBe(5);
    expect(maturityDayOf(d, 5)).toBe(d + 6);
  });

  it('charges penalty rate × remaining days × amount, rounded up, never beyond the principal (spec §9 example)', () => {
    expect(earlyPenaltyOf('1000', '0.004', 3, 8)).toBe('12');
    expect(earlyPenaltyOf('1000', '0.004', 0, 8)).toBe('0');
    expect(earlyPenaltyOf('0.00000001', '0.004', 3, 8)).toBe('0.00000001');
    expect(earlyPenaltyOf('1000', '0.5', 30, 8)).toBe('1000');
    expect(earlyPenaltyOf('1000', '0', 30, 8)).toBe('0');
  });

  it('quotes a redemption: earned yield kept, principal less the penalty back', () => {
    const d = 20_000;
    expect(
      redemptionQuote({
        amount: '1000',
        dailyRate: '0.003',
        penaltyRate: '0.004',
        days: 5,
        subscribed: d,
        today: d + 3,
        scale: 8,
      }),
    ).toEqual({ earnedDays: 2, remainingDays: 3, earned: '6', penalty: '12', principalBack: '988' });
  });

  it('property: earned + remaining = term, yield never above the reservation, principal back never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: -5, max: 400 }),
        (units, rate, pen, days, offset) => {
          const amount = dec(units, 2);
          const dailyRate = dec(rate, 4);
          const penaltyRate = dec(pen, 4);
          const q = redemptionQuote({
            amount,
            dailyRate,
            penaltyRate,
            days,
            subscribed: 100,
            today: 100 + offset,
            scale: 8,
          });
          expect(q.earnedDays + q.remainingDays).toBe(days);
          expect(lte(q.earned, termYieldOf(amount, dailyRate, days, 8))).toBe(true);
          expect(gte(q.principalBack, '0')).toBe(true);
          expect(eq(add(q.principalBack, q.penalty), amount)).toBe(true);
        },
      ),
    );
  });
});

describe('dual investment', () => {
  const base = { strike: '60000', days: 7, apr: '0.365', coinScale: 8, quoteScale: 2 };

  it('grows by F = 1 + days × APR ÷ 365', () => {
    expect(growthOf(7, '0.365')).toBe('1.007');
    expect(growthOf(1, '0')).toBe('1');
  });

  it('pays the four branches of spec §9', () => {
    expect(dualPayout({ ...base, type: 'call', paid: '1', settle: '59000' })).toEqual({
      branch: 'call_coin',
      side: 'coin',
      amount: '1.007',
    });
    expect(dualPayout({ ...base, type: 'call', paid: '1', settle: '60000' }).branch).toBe('call_coin');
    expect(dualPayout({ ...base, type: 'call', paid: '1', settle: '61000' })).toEqual({
      branch: 'call_quote',
      side: 'quote',
      amount: '60420',
    });
    expect(dualPayout({ ...base, type: 'put', paid: '6000', settle: '59000' })).toEqual({
      branch: 'put_coin',
      side: 'coin',
      amount: '0.1007',
    });
    expect(dualPayout({ ...base, type: 'put', paid: '6000', settle: '61000' })).toEqual({
      branch: 'put_quote',
      side: 'quote',
      amount: '6042',
    });
  });

  it('property: the paid amount and its reserved yield always cover the payout at the strike', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'call' | 'put'>('call', 'put'),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: 0, max: 3000 }),
        (type, paidUnits, strikeCents, settleCents, days, aprBp) => {
          const paid = type === 'call' ? dec(paidUnits, 8) : dec(paidUnits, 2);
          const strike = dec(strikeCents, 2);
          const apr = dec(aprBp, 4);
          const paidScale = type === 'call' ? 8 : 2;
          const funded = add(paid, dualYieldOf(paid, days, apr, paidScale));
          const p = dualPayout({
            type,
            paid,
            strike,
            settle: dec(settleCents, 2),
            days,
            apr,
            coinScale: 8,
            quoteScale: 2,
          });
          // What the product holds (paid + reserved yield), converted at the strike into the payout's currency;
          // the put's coin branch is compared multiplied by the strike, so no division rounds the check.
          const covered =
            type === 'call'
              ? p.side === 'coin'
                ? lte(p.amount, funded)
                : lte(p.amount, mul(funded, strike))
              : p.side === 'coin'
                ? lte(mul(p.amount, strike), funded)
                : lte(p.amount, funded);
          expect(covered).toBe(true);
          expect(gte(p.amount, '0')).toBe(true);
        },
      ),
    );
  });
});

describe('IEO', () => {
  it('is in warm-up before start, in progress until end, done after', () => {
    expect(ieoPhase(100, 200, 99)).toBe(1);
    expect(ieoPhase(100, 200, 100)).toBe(2);
    expect(ieoPhase(100, 200, 199)).toBe(2);
    expect(ieoPhase(100, 200, 200)).toBe(3);
  });

  it('gives everyone what they asked when undersubscribed', () => {
    const apps = [
      { asked: '10', paid: ieoCost('10', '0.5', 2) },
      { asked: '5', paid: ieoCost('5', '0.5', 2) },
    ];
    expect(allocate('100', apps, '0.5', 4, 2)).toEqual([
      { allocated: '10', kept: '5', refund: '0' },
      { allocated: '5', kept: '2.5', refund: '0' },
    ]);
  });

  it('allocates pro rata and refunds the rest when oversubscribed', () => {
    const apps = [
      { asked: '300', paid: '150' },
      { asked: '100', paid: '50' },
    ];
    expect(allocate('100', apps, '0.5', 4, 2)).toEqual([
      { allocated: '75', kept: '37.5', refund: '112.5' },
      { allocated: '25', kept: '12.5', refund: '37.5' },
    ]);
  });

  it('floors each share and leaves the dust unallocated', () => {
    const apps = [
      { asked: '1', paid: '1' },
      { asked: '1', paid: '1' },
      { asked: '1', paid: '1' },
    ];
    expect(allocate('1', apps, '1', 2, 2)).toEqual([
      { allocated: '0.33', kept: '0.33', refund: '0.67' },
      { allocated: '0.33', kept: '0.33', refund: '0.67' },
      { allocated: '0.33', kept: '0.33', refund: '0.67' },
    ]);
  });

  it('property: allocations reach the supply less under one unit each, none above its ask, kept + refund = paid', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 30, size: 'max' }),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (asks, supplyUnits, priceUnits) => {
          const price = dec(priceUnits, 4);
          const supply = dec(supplyUnits, 2);
          const apps = asks.map((a) => {
            const asked = dec(a, 2);
            return { asked, paid: ieoCost(asked, price, 2) };
          });
          const out = allocate(supply, apps, price, 2, 2);
          const askedTotal = sum(apps.map((a) => a.asked));
          const allocated = sum(out.map((o) => o.allocated));
          if (cmp(askedTotal, supply) <= 0) expect(eq(allocated, askedTotal)).toBe(true);
          else {
            expect(lte(allocated, supply)).toBe(true);
            expect(cmp(add(allocated, mul(String(apps.length), '0.01')), supply) > 0).toBe(true);
          }
          out.forEach((o, i) => {
            const app = apps[i];
            if (!app) throw new Error('length');
            expect(lte(o.allocated, app.asked)).toBe(true);
            expect(eq(add(o.kept, o.refund), app.paid)).toBe(true);
            expect(gte(o.refund, '0')).toBe(true);
          });
        },
      ),
    );
  });
});
