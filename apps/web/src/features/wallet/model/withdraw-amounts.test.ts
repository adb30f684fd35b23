import { formatCoin } from '@app/api';
import { LANGS } from '@app/i18n';
import { CAPABILITY_TEXTS } from '@app/i18n/web';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { allAmount, withdrawReceive, withdrawSummary } from './calc';
import { withdrawErrors } from './validate';

/**
 * Issue 10 item 7: a withdrawal of 100 USDT with a fee of 1 must confirm what the server moves. The server's
 * wallet.withdraw-amounts.test.ts checks the same case on the other side: 100 debited, record
 * {number 100, fee 1, receive 99}, the back-office row and the ledger (99 out, 1 to fees).
 */
const RECORD = { number: '100', fee: '1', receive: '99' };

async function confirmText(lang: (typeof LANGS)[number], amount: string, fee: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    showSupportNotice: false,
    lng: lang,
    resources: { [lang]: { translation: { wallet: await CAPABILITY_TEXTS.wallet[lang]() } } },
  });
  const s = withdrawSummary(amount, fee);
  if (!s) throw new Error('no summary');
  return i18n.t('wallet.withdraw.confirm', {
    amount: formatCoin(s.debit, 'USDT'),
    coin: 'USDT',
    fee: formatCoin(s.fee, 'USDT'),
    receive: formatCoin(s.receive, 'USDT'),
  });
}

describe('withdrawal confirmation = the money the server moves (fee inside the amount)', () => {
  it('confirms 100 debited, fee 1, 99 received: the figures of the server record', async () => {
    const s = withdrawSummary('100', '1');
    expect(s).toEqual({ debit: RECORD.number, fee: RECORD.fee, receive: RECORD.receive, ok: true });
    expect(withdrawReceive('100', '1')).toBe(RECORD.receive);
    expect(await confirmText('en', '100', '1')).toBe('Withdraw 100.00 USDT (fee 1.00)? You receive 99.00 USDT.');
  });

  it.each(LANGS)('%s: the confirmation names the amount, the fee and what arrives', async (lang) => {
    const text = await confirmText(lang, '100', '1');
    expect(text).toContain('100');
    expect(text).toContain('99');
    expect(text).not.toMatch(/\{\{|101/);
  });

  it("'All' asks for the whole available, and that amount passes the form's checks", () => {
    const all = allAmount('100');
    expect(all).toBe('100');
    expect(withdrawErrors({ amount: all, min: '10', fee: '1', available: '100', hasTarget: true })).toEqual({});
  });

  it('an amount the fee eats whole is refused before it is sent', () => {
    expect(withdrawSummary('1', '1')?.ok).toBe(false);
    expect(withdrawErrors({ amount: '1', min: '0', fee: '1', available: '100', hasTarget: true })).toEqual({
      amount: 'fee',
    });
  });
});
