/**
 * Issue 10 item 7: spot fills appeared in the bills as "Other" with no memo and the bills' "Trade" filter found
 * nothing. A limit sell meets a limit buy on ETH/USDT; each side's bills, statement and CSV show the fill as
 * "Trade" with pair, the reader's own side, quantity and price, in the reader's language, and the "trade" filter
 * finds the fill with the order's reservation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeUser, type SpotUser, call as spotCall } from '../spot/spot.test-kit';
import { call } from './wallet.test-kit';

let t: TestApp;
let buyer: SpotUser;
let seller: SpotUser;
beforeAll(async () => {
  t = await makeTestApp();
  buyer = await makeUser(t.app, { USDT: '1000' });
  seller = await makeUser(t.app, { ETH: '2' });
  const ETH = { currency_id: 2, legal_id: 3 };
  const sell = await spotCall(t.app, 'POST', '/api/coin/trade', seller, {
    ...ETH,
    type: 2,
    amount: '1.5',
    target_price: '200',
  });
  expect(sell.message.status).toBe('open');
  const buy = await spotCall(t.app, 'POST', '/api/coin/trade', buyer, {
    ...ETH,
    type: 1,
    amount: '1',
    target_price: '210',
  });
  expect(buy.message.status).toBe('filled');
}, 60_000);
afterAll(async () => t.close());

type Bill = { entry_type: string; name: string; memo: string; amount: string; currency: string };
const bills = async (u: SpotUser, body: object = {}, lang = 'en') =>
  (await call(t.app, 'POST', `/api/wallet/legal_log?lang=${lang}`, { headers: u.headers, body })).message
    .list as Bill[];

describe('spot fills in the bills', () => {
  it('show as "Trade" with pair, side, quantity and price for each side', async () => {
    const b = (await bills(buyer)).filter((x) => x.entry_type === 'spot_trade');
    // The buyer's fill lands in ETH (0.999 after the 0.1 % fee); the USDT left the frozen bucket, not shown here.
    expect(b).toEqual([
      expect.objectContaining({ name: 'Trade', memo: 'ETH/USDT buy 1 at 200', amount: '0.999', currency: 'ETH' }),
    ]);
    const s = (await bills(seller)).filter((x) => x.entry_type === 'spot_trade');
    expect(s).toEqual([
      expect.objectContaining({ name: 'Trade', memo: 'ETH/USDT sell 1 at 200', amount: '199.8', currency: 'USDT' }),
    ]);
  });

  it('no entry of either user is "Other" or without a memo', async () => {
    for (const u of [buyer, seller]) {
      for (const bill of await bills(u)) {
        expect(bill.name, bill.entry_type).not.toBe('Other');
        expect(bill.memo, bill.entry_type).not.toBe('');
      }
    }
  });

  it('the "trade" filter finds the fill and the order reservation, and nothing else', async () => {
    const list = await bills(seller, { entry_type: 'trade' });
    expect(list.map((x) => x.entry_type).sort()).toEqual(['spot_order_freeze', 'spot_trade']);
    expect(list.find((x) => x.entry_type === 'spot_order_freeze')).toMatchObject({
      name: 'Order placed',
      memo: 'ETH/USDT sell order',
      amount: '-1.5',
    });
    expect(await bills(seller, { entry_type: 'deposit' })).toHaveLength(1);
    expect(await bills(seller, { entry_type: 'no_such_type' })).toEqual([]);
  });

  it('speak the reader’s language', async () => {
    const [zh] = (await bills(buyer, { entry_type: 'trade' }, 'zh')).filter((x) => x.entry_type === 'spot_trade');
    expect(zh).toMatchObject({ name: '交易', memo: 'ETH/USDT 买入 1，价格 200' });
    const [fra] = (await bills(seller, { entry_type: 'trade' }, 'fra')).filter((x) => x.entry_type === 'spot_trade');
    expect(fra).toMatchObject({ name: 'Transaction', memo: 'ETH/USDT : vente de 1 à 200' });
  });

  it('the statement and its CSV carry the same label and memo, translated with a translated header', async () => {
    const q = { currency: 'USDT', type: 'change' };
    const st = await call(t.app, 'GET', '/api/wallet/statement', { headers: seller.headers, query: q });
    const fill = st.message.entries.find((e: { entry_type: string }) => e.entry_type === 'spot_trade');
    expect(fill).toMatchObject({ name: 'Trade', memo: 'ETH/USDT sell 1 at 200', amount: '199.8' });
    // The CSV opens only through a signed link, which carries the language it was asked in.
    const link = await call(t.app, 'POST', '/api/wallet/statement/link?lang=spa', { headers: seller.headers, body: q });
    expect(link.type).toBe('ok');
    const res = await t.app.inject({ method: 'GET', url: link.message.url });
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Hora,Código de tipo,Tipo,Moneda,Importe,Saldo después,Cambio congelado,Congelado después,Nota',
    );
    expect(lines[1]).toContain(',opening,Saldo inicial,USDT,');
    expect(lines.find((l) => l.includes(',spot_trade,'))).toContain(',Operación,USDT,199.8,');
    expect(lines.find((l) => l.includes(',spot_trade,'))).toMatch(/ETH\/USDT: venta de 1 a 200$/);
    expect(lines.at(-1)).toContain(',closing,Saldo final,USDT,');
  });
});
