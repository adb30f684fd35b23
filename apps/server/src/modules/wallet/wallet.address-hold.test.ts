/**
 * The 24 h hold on a newly saved withdrawal address: the address carries `withdraw_from` (saved + 24 h), a
 * withdrawal to it before then is refused with a translated message saying from when, nothing is frozen, and
 * once the hold is over the same withdrawal goes through.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { checkAddressHold, withdrawFromOf } from './wallet.address-hold';
import { walletAddresses } from './wallet.book.tables';
import { balanceOf, call, fund, makeWalletUser, PAY, type TestUser, voucher } from './wallet.test-kit';

let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await makeTestApp({ seed: true });
  u = await makeWalletUser(t.app, 1);
  await fund(t.app.database.db, u.id, 'USDT', '500');
});
afterAll(async () => t.close());

const db = () => t.app.database.db;
const seconds = (wire: string) => Date.parse(`${wire.replace(' ', 'T')}Z`);

describe('hold on a new withdrawal address', () => {
  it('computes and checks the hold to the second', () => {
    const saved = new Date('2026-01-01T10:00:00Z');
    const from = withdrawFromOf(saved, 24);
    expect(from.toISOString()).toBe('2026-01-02T10:00:00.000Z');
    expect(() => checkAddressHold(from, from.getTime() - 1)).toThrow(AppError);
    expect(() => checkAddressHold(from, from.getTime())).not.toThrow();
    expect(() => checkAddressHold('2026-01-02 10:00:00', from.getTime() - 1000)).toThrow(AppError);
    expect(() => checkAddressHold('2026-01-02 10:00:00', from.getTime())).not.toThrow();
  });

  it('shows the hold on the saved address and in the list', async () => {
    const saved = await call(t.app, 'POST', '/api/user/wallet/save', {
      headers: u.headers,
      body: {
        currency: 'USDT',
        network: 'TRC20',
        name: 'new one',
        address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        qrcode: await voucher(db(), u.id),
        pay_password: PAY,
      },
    });
    expect(saved.type).toBe('ok');
    expect(seconds(saved.message.withdraw_from) - seconds(saved.message.created_at)).toBe(24 * 3600_000);
    const list = await call(t.app, 'GET', '/api/user/wallet/list', { headers: u.headers });
    expect(list.message.list[0]).toMatchObject({ id: saved.message.id, withdraw_from: saved.message.withdraw_from });
  });

  it('refuses a withdrawal to it until then, saying when, and accepts it afterwards', async () => {
    const [address] = await db().select().from(walletAddresses).where(eq(walletAddresses.userId, u.id));
    const body = {
      currency: 3,
      network: 'TRC20',
      number: '100',
      target_type: 'address',
      target_id: address!.id,
      pay_password: PAY,
    };
    const when = address!.withdrawFrom.toISOString().slice(0, 19).replace('T', ' ');
    expect(await call(t.app, 'POST', '/api/wallet/out', { headers: u.headers, body })).toEqual({
      type: 'error',
      message: `This address was added less than 24 h ago: withdrawals to it are possible from ${when} (UTC)`,
    });
    expect(await call(t.app, 'POST', '/api/wallet/out', { headers: u.headers, body, query: { lang: 'zh' } })).toEqual({
      type: 'error',
      message: `该地址添加不足 24 小时：自 ${when}（UTC）起才可向其提币`,
    });
    expect(await balanceOf(db(), u.id, 'USDT')).toEqual({ available: '500', frozen: '0' });

    // The day has passed (the stored time is what counts).
    await db()
      .update(walletAddresses)
      .set({ withdrawFrom: new Date(Date.now() - 1000) })
      .where(eq(walletAddresses.id, address!.id));
    const res = await call(t.app, 'POST', '/api/wallet/out', { headers: u.headers, body });
    expect(res).toMatchObject({ type: 'ok', message: { state: 'review', number: '100' } });
  });
});
