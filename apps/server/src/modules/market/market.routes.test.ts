import { ContractQuote, FiatRate, KLINE_MAX, QuotationAnswerGroup, type QuotationGroup, Quote } from '@app/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { type Candle, MINUTE_MS } from './engine';
import { marketModule } from './market.module';
import { insertCandles } from './market.repo';
import { countRows, makeUser } from './market.test-kit';

let t: TestApp;
const get = async (url: string, headers?: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: `/api${url}`, ...(headers ? { headers } : {}) })).json();
const post = async (url: string, payload: object, headers?: Record<string, string>) =>
  (await t.app.inject({ method: 'POST', url: `/api${url}`, payload, ...(headers ? { headers } : {}) })).json();

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

describe('quote lists', () => {
  it('quotation_new: a USDT group of pairs and a USD group of stocks, every quote complete', async () => {
    const res = await get('/currency/quotation_new');
    expect(res.type).toBe('ok');
    const groups = res.message.map((g: unknown) => QuotationAnswerGroup.strict().parse(g));
    expect(groups.map((g: QuotationGroup) => [g.id, g.name])).toEqual([
      [3, 'USDT'],
      [999, 'USD'],
    ]);
    const [usdt, usd] = groups as [QuotationGroup, QuotationGroup];
    expect(usdt.quotes).toHaveLength(13);
    expect(usd.quotes).toHaveLength(14);
    const btc = usdt.quotes[0] as Quote;
    expect(btc).toMatchObject({
      id: 1,
      symbol: 'BTC/USDT',
      kind: 'spot',
      currency_id: 1,
      legal_id: 3,
      name: 'Bitcoin',
    });
    expect(btc.now_price).toMatch(/^\d+\.\d{2}$/);
    expect(btc.change).toMatch(/^-?\d+\.\d{2}$/);
    const aapl = usd.quotes.find((q) => q.symbol === 'AAPL/USD') as Quote;
    expect(aapl).toMatchObject({ kind: 'stock', legal_id: 999, legal_name: 'USD', currency_name: 'AAPL' });
    expect(aapl.currency_id).toBeGreaterThanOrEqual(1000);
  });

  it('contracts carry leverage settings', async () => {
    const res = await get('/market/contracts');
    const list = res.message.map((c: unknown) => ContractQuote.strict().parse(c)) as ContractQuote[];
    expect(list.length).toBe(7);
    expect(list[0]).toMatchObject({
      symbol: 'BTC/USDT',
      max_leverage: 100,
      leverages: [5, 10, 20, 50, 100],
      lot_size: '0.001',
    });
  });

  it('search matches symbol, coin and name case-insensitively; a keyword is required', async () => {
    expect((await get('/market/search?keyword=btc')).message.map((q: Quote) => q.symbol)).toEqual(['BTC/USDT']);
    expect((await get('/market/search?keyword=ethusdt')).message.map((q: Quote) => q.symbol)).toEqual(['ETH/USDT']);
    expect((await get('/market/search?keyword=apple')).message.map((q: Quote) => q.symbol)).toEqual(['AAPL/USD']);
    expect((await get('/market/search?keyword=zzzz')).message).toEqual([]);
    expect(await get('/market/search')).toEqual({ type: 'error', message: 'search keyword: required' });
    expect(await get('/market/search?keyword=%20')).toEqual({ type: 'error', message: 'search keyword: required' });
    expect((await get(`/market/search?keyword=${'a'.repeat(21)}`)).message).toBe(
      'search keyword: too long (at most 20 characters)',
    );
    expect((await get('/market/search?lang=zh')).type).toBe('error');
  });

  it('hot, detail by symbol or id, unknown symbol', async () => {
    const hot = (await get('/market/hot')).message as Quote[];
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((q) => q.hot)).toBe(true);
    expect((await get('/market/detail?symbol=ETH/USDT')).message.id).toBe(2);
    expect((await get('/market/detail?symbol=eth_usdt')).message.id).toBe(2);
    expect((await get('/market/detail?id=101')).message.symbol).toBe('AAPL/USD');
    expect(Quote.strict().parse((await get('/market/detail?id=1')).message).symbol).toBe('BTC/USDT');
    expect(await get('/market/detail?symbol=NOPE/USDT')).toEqual({ type: 'error', message: 'Not found' });
    expect((await get('/market/detail?id=abc')).type).toBe('error');
  });

  it('fiats: display rates per 1 USD', async () => {
    const list = (await get('/market/fiats')).message.map((f: unknown) => FiatRate.strict().parse(f)) as FiatRate[];
    expect(list[0]).toEqual({ currency_code: 'USD', symbol: '$', name: 'US Dollar', rate: '1' });
    expect(list.find((f) => f.currency_code === 'CNY')?.rate).toBe('7.18');
  });
});

describe('/currency/new_timeshar', () => {
  const kline = (q: string) => get(`/currency/new_timeshar?${q}`);

  it('answers {code: 1, msg, data} oldest first with ms times', async () => {
    const res = await kline('symbol=BTC/USDT&period=1min');
    expect(res.code).toBe(1);
    expect(res.msg).toBe('ok');
    const times = res.data.map((c: { time: number }) => c.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(res.data[0]).toEqual({
      open: expect.stringMatching(/^\d+\.\d{2}$/),
      close: expect.any(String),
      high: expect.any(String),
      low: expect.any(String),
      vol: expect.any(String),
      amount: expect.any(String),
      time: expect.any(Number),
    });
    expect(times.at(-1)).toBeGreaterThan(Date.now() - 2 * MINUTE_MS);
  });

  it('accepts every period spelling of the client', async () => {
    for (const p of [
      '1min',
      '5min',
      '15min',
      '30min',
      '60min',
      '1H',
      '1hour',
      '1day',
      '1D',
      '1week',
      '1W',
      '1mon',
      '1M',
      '1year',
    ]) {
      const res = await kline(`symbol=BTC/USDT&period=${p}`);
      expect(res.code, p).toBe(1);
      expect(res.data.length, p).toBeGreaterThan(0);
    }
  });

  it('errors are {code: 0, msg} translated, with HTTP 200', async () => {
    const r = await t.app.inject({ url: '/api/currency/new_timeshar?symbol=NOPE&period=1min' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ code: 0, msg: 'Unknown trading pair' });
    expect(await kline('period=1min')).toEqual({ code: 0, msg: 'Unknown trading pair' });
    expect(await kline('symbol=BTC/USDT&period=7min')).toEqual({ code: 0, msg: 'Unknown chart period' });
    expect(await kline('symbol=BTC/USDT')).toEqual({ code: 0, msg: 'Unknown chart period' });
    expect(await kline('symbol=BTC/USDT&period=1min&from=200&to=100')).toEqual({ code: 0, msg: 'Invalid time range' });
    expect(await kline('symbol=BTC/USDT&period=1min&from=abc')).toEqual({ code: 0, msg: 'Invalid time range' });
    expect(await kline('symbol=BTC/USDT&period=7min&lang=zh')).toEqual({ code: 0, msg: '不支持的K线周期' });
  });

  it('from/to in seconds select a range; a huge range is capped at the newest 2,000', async () => {
    // 2,500 older recorded minutes before the generated history
    const first = (await kline('symbol=LTC/USDT&period=1min')).data[0].time as number;
    const extra: Candle[] = Array.from({ length: 2500 }, (_, i) => {
      const openTime = first - (2500 - i) * MINUTE_MS;
      return {
        symbol: 'LTC/USDT',
        period: '1min',
        openTime,
        closeTime: openTime + MINUTE_MS,
        open: '80',
        high: '81',
        low: '79',
        close: '80',
        volume: '1',
        amount: '80',
        count: 1,
      };
    });
    await insertCandles(t.app.database.db, extra, false);
    const all = await kline(`symbol=LTC/USDT&period=1min&from=0&to=${Math.floor(Date.now() / 1000) + 60}`);
    expect(all.data).toHaveLength(KLINE_MAX);
    expect(all.data.at(-1).time).toBeGreaterThan(first); // the newest ones
    const last300 = await kline('symbol=LTC/USDT&period=1min');
    expect(last300.data).toHaveLength(300);
    const from = Math.floor((first - 10 * MINUTE_MS) / 1000);
    const range = await kline(`symbol=LTC/USDT&period=1min&from=${from}&to=${from + 299}`);
    expect(range.data).toHaveLength(5);
    expect(range.data[0].time).toBe(from * 1000);
    expect(range.data[0].open).toBe('80.00');
    const ms = await kline(`symbol=LTC/USDT&period=1min&from=${from * 1000}&to=${(from + 299) * 1000}`);
    expect(ms.data).toEqual(range.data);
  });

  it('merges the live candle from ticks', async () => {
    const now = Date.now();
    t.app.use(marketModule).market.ingest([{ symbol: 'DOT/USDT', price: '7.123', volume: '2', ts: now + 1 }]);
    const res = await kline('symbol=DOT/USDT&period=1min');
    const live = res.data.at(-1);
    expect(live.time).toBe(Math.floor(now / MINUTE_MS) * MINUTE_MS);
    expect(live.close).toBe('7.123');
  });
});

describe('favourites', () => {
  it('need a login (type 999)', async () => {
    expect((await get('/optional/list')).type).toBe('999');
    expect((await post('/optional/add', { currency_id: 1 })).type).toBe('999');
  });

  it('add twice is one row, listed in the order added; another user sees none of them', async () => {
    const a = await makeUser(t.app);
    const b = await makeUser(t.app);
    expect(await post('/optional/add', { currency_id: 2 }, a.headers)).toEqual({
      type: 'ok',
      message: 'Added to favourites',
    });
    expect((await post('/optional/add', { currency_id: '101' }, a.headers)).type).toBe('ok');
    expect((await post('/optional/add', { currency_id: 2 }, a.headers)).type).toBe('ok');
    const list = (await get('/optional/list', a.headers)).message as Quote[];
    expect(list.map((q) => q.id)).toEqual([2, 101]);
    expect(list.map((q) => Quote.strict().parse(q).symbol)).toEqual(['ETH/USDT', 'AAPL/USD']);
    expect(await countRows(t.app, sql`select count(*) as n from user_favorites where user_id = ${a.id}`)).toBe(2);

    expect((await get('/optional/list', b.headers)).message).toEqual([]);
    // b removing a's favourite changes nothing for a
    expect((await post('/optional/del', { currency_id: 2, id: 2 }, b.headers)).type).toBe('ok');
    expect((await get('/optional/list', a.headers)).message).toHaveLength(2);

    expect((await post('/optional/del', { id: 2 }, a.headers)).message).toBe('Removed from favourites');
    expect((await get('/optional/list', a.headers)).message.map((q: Quote) => q.id)).toEqual([101]);
  });

  it('bad input: unknown instrument, missing id', async () => {
    const a = await makeUser(t.app);
    expect(await post('/optional/add', { currency_id: 9999 }, a.headers)).toEqual({
      type: 'error',
      message: 'Not found',
    });
    expect(await post('/optional/add', {}, a.headers)).toEqual({ type: 'error', message: 'trading pair: required' });
    expect((await post('/optional/del', {}, a.headers)).type).toBe('error');
  });
});

describe('health', () => {
  it('reports the market feed ok once ticks flow', async () => {
    t.app.use(marketModule).market.ingest([{ symbol: 'BTC/USDT', price: '65000.00', volume: '1', ts: Date.now() }]);
    const res = await get('/health');
    expect(res.message.market).toBe('ok');
  });
});
