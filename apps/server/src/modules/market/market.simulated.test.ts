/**
 * Simulated prices decide nothing in production (issue 30 item 3): the service says which instruments are simulated,
 * quotes carry it, and assertTradable refuses them with a translated reason in production only.
 */
import { t as translate } from '@app/i18n/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { createMarketService } from './market.service';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ startJobs: false });
});
afterAll(async () => t.close());

const noJobs = {
  every: () => ({ name: 'x', runNow: async () => {}, stats: () => ({}) as never, stop: async () => {} }),
};
const service = (production: boolean) =>
  createMarketService(
    t.app.database.db,
    t.app.log,
    {
      feed: t.config as never,
      historyCount: 0,
      simulated: (symbol) => symbol === 'AAPL',
      production,
      logKey: 'cd'.repeat(32),
    },
    noJobs,
  );

describe('simulated instruments', () => {
  it('production refuses trading a simulated instrument with a translated reason; a real one passes', () => {
    const m = service(true);
    expect(m.isSimulated('AAPL')).toBe(true);
    expect(m.isSimulated('BTC/USDT')).toBe(false);
    expect(() => m.assertTradable('BTC/USDT')).not.toThrow();
    let caught: unknown;
    try {
      m.assertTradable('AAPL');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    const say = (caught as AppError).say!;
    expect(say.key).toBe('market.simulated_in_production');
    expect(translate('en', say.key, say.params)).toContain('AAPL');
  });

  it('a demo trades simulated instruments (marked as such)', () => {
    const m = service(false);
    expect(m.isSimulated('AAPL')).toBe(true);
    expect(() => m.assertTradable('AAPL')).not.toThrow();
  });

  it('quotes say whether their price is simulated', async () => {
    const market = t.app.use((await import('./market.module')).marketModule).market;
    const res = await t.app.inject({ url: '/api/market/detail?symbol=BTC/USDT' });
    expect(res.json().type).toBe('ok');
    expect(res.json().message.simulated).toBe(market.isSimulated('BTC/USDT'));
    expect(market.quote('BTC/USDT').simulated).toBe(market.isSimulated('BTC/USDT'));
    // the default service options simulate nothing
    expect(
      createMarketService(
        t.app.database.db,
        t.app.log,
        { feed: t.config as never, historyCount: 0 },
        noJobs,
      ).isSimulated('BTC/USDT'),
    ).toBe(false);
  });
});
