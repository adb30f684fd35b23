import { describe, expect, it } from 'vitest';
import { DETAIL_PATH, detailHref, LIMITS_PATH, SECONDS_PATH, secondsHref } from './model/paths';
import { routes } from './routes';

describe('options routes', () => {
  it('are the paths the links use; the seconds screen sits in the trade tab, the others need a login', () => {
    expect(routes.map((r) => r.path)).toEqual([SECONDS_PATH, DETAIL_PATH, LIMITS_PATH]);
    expect(routes.map((r) => [r.tab, r.auth])).toEqual([
      ['trade', undefined],
      [undefined, true],
      [undefined, true],
    ]);
    expect(secondsHref('BTC/USDT')).toBe('/pages/transaction/seconds_order?symbol=BTC%2FUSDT');
    expect(detailHref(12)).toBe('/pages/transaction/seconds_detail?id=12');
  });
});
