import { act, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { click, renderApp } from '../../../test/render';
import { makeQuote } from '../../market/model/test-quotes';
import type { Coin, Limits } from '../api/types';
import { makeCoin, makeExpiry } from '../model/test-orders';
import { stakeError, ticketOf } from '../model/ticket';
import { TicketConfirm } from './ticket-confirm';
import { TicketForm } from './ticket-form';

const expiries = [makeExpiry(), makeExpiry({ seconds: 60, payout_ratio: '0.8', break_even: '0.555556' })];

/** The ticket as the screen drives it: its state, and the pure reason the buttons are off. */
function Harness(p: { coin: Coin; loggedIn: boolean; first: boolean; limits?: Limits; onSubmit: () => void }) {
  const [seconds, setSeconds] = useState(30);
  const [stake, setStake] = useState('');
  const expiry = expiries.find((e) => e.seconds === seconds) ?? makeExpiry();
  return (
    <TicketForm
      coin={p.coin}
      expiries={expiries}
      expiry={expiry}
      stake={stake}
      error={stakeError(stake, p.coin, expiry, p.loggedIn ? p.coin.user_wallet.micro_balance : null)}
      loggedIn={p.loggedIn}
      first={p.first}
      limits={p.limits}
      refusal={null}
      busy={null}
      onExpiry={setSeconds}
      onStake={setStake}
      onSubmit={p.onSubmit}
    />
  );
}

beforeAll(() => loadTexts('en', ['options']));
let unmount = () => {};
afterEach(() => unmount());

function mount(over: Partial<Parameters<typeof Harness>[0]> = {}) {
  const onSubmit = vi.fn();
  const props = { coin: makeCoin(), loggedIn: true, first: false, onSubmit, ...over };
  const router = memoryRouter([{ path: '/', element: <Harness {...props} /> }], ['/']);
  const r = renderApp(router.element);
  unmount = r.unmount;
  const q = (id: string) => r.container.querySelector(`[data-testid="${id}"]`);
  return { ...r, q, onSubmit };
}

function type(input: Element | null, value: string) {
  if (!(input instanceof HTMLInputElement)) throw new Error('no input');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('TicketForm', () => {
  it('offers each expiry with its payout and the break-even win rate of the chosen one', () => {
    const { q } = mount();
    expect(q('sec-expiry-30')?.textContent).toBe('30 spays 85%');
    expect(q('sec-expiry-60')?.textContent).toBe('1 minpays 80%');
    expect(q('sec-break-even')?.textContent).toBe('Break-even win rate at 30 s: 54.11%');
    click(q('sec-expiry-60'));
    expect(q('sec-expiry-60')?.getAttribute('aria-checked')).toBe('true');
    expect(q('sec-break-even')?.textContent).toBe('Break-even win rate at 1 min: 55.62%');
  });

  it('explains the break-even win rate in full before the first trade', () => {
    const { q } = mount({ first: true });
    expect(q('sec-first-trade')?.textContent).toContain('54.11%');
    expect(q('sec-first-trade')?.textContent).toContain(
      'At 30 s a win pays 85% of your stake and a loss costs 100% of it. With the 0.1% fee, you must win at least 54.11%',
    );
  });

  it('takes a preset or a typed stake and sends up or down', () => {
    const { q, onSubmit } = mount();
    expect(q('sec-up')?.hasAttribute('disabled')).toBe(true);
    click(q('sec-preset-50'));
    expect((q('sec-stake') as HTMLInputElement).value).toBe('50');
    expect(q('sec-preset-50')?.getAttribute('aria-pressed')).toBe('true');
    click(q('sec-down'));
    expect(onSubmit).toHaveBeenCalledWith('down');
    type(q('sec-stake'), '12.1234567');
    expect((q('sec-stake') as HTMLInputElement).value).toBe('12.123456');
    expect(q('sec-balance')?.textContent).toBe('1,000.00 USDT');
  });

  it('says why the buttons are off, with a transfer link when the balance is short', () => {
    const { q } = mount({ coin: makeCoin({ user_wallet: { micro_balance: '20' } }) });
    click(q('sec-preset-50'));
    expect(q('sec-reason')?.getAttribute('data-reason')).toBe('balance');
    expect(q('sec-reason')?.textContent).toContain('stake and fee come to 50.05 USDT');
    expect(q('sec-reason-transfer')?.getAttribute('href')).toBe('/pages/fund/transfer?from=change&to=micro');
    expect(q('sec-up')?.hasAttribute('disabled')).toBe(true);
    type(q('sec-stake'), '0.5');
    expect(q('sec-reason')?.textContent).toBe('The stake must be at least 1.00 USDT');
  });

  it('shows today’s loss against the limit, and a running break turns the buttons off', () => {
    const limits = {
      daily_loss_limit: '50',
      pending_limit: null,
      pending_from: null,
      cool_off_until: '2030-01-01 00:00:00',
      today_loss: '12.5',
    };
    const { q } = mount({ limits });
    click(q('sec-preset-10'));
    expect(q('sec-today-loss')?.textContent).toContain('Lost today: 12.50 of your 50.00 USDT daily limit');
    expect(q('sec-cool-off')?.textContent).toContain('taking a break from seconds options until 20');
    expect(q('sec-up')?.hasAttribute('disabled')).toBe(true);
  });

  it('asks a visitor to log in instead', () => {
    const { q } = mount({ loggedIn: false, first: true });
    expect(q('sec-login')).not.toBeNull();
    expect(q('sec-up')).toBeNull();
    expect(q('sec-balance')).toBeNull();
  });
});

describe('TicketConfirm', () => {
  it('shows the order, the fee never refunded, each outcome and the break-even rate with loss ratio and fee', () => {
    const coin = makeCoin();
    const quote = makeQuote({ id: 1, symbol: 'BTC/USDT', now_price: '65000.5' });
    const r = renderApp(
      <TicketConfirm
        quote={quote}
        coin={coin}
        expiry={makeExpiry()}
        direction="up"
        ticket={ticketOf('10', coin, makeExpiry())}
      />,
    );
    unmount = r.unmount;
    const text = (id: string) => r.container.querySelector(`[data-testid="sec-confirm-${id}"]`)?.textContent;
    expect(text('pair')).toBe('BTC/USDT');
    expect(text('direction')).toBe('Up');
    expect(text('expiry')).toBe('30 s · pays 85%');
    expect(text('open')).toBe('Recorded when accepted (now 65,000.50)');
    expect([text('stake'), text('fee'), text('total')]).toEqual(['10.00 USDT', '0.01 USDT', '10.01 USDT']);
    expect(text('win')).toBe('18.50 USDT back (+8.49)');
    expect(text('tie')).toBe('10.00 USDT back (-0.01)');
    expect(text('loss')).toBe('0.00 USDT back (-10.01)');
    expect(text('break-even')).toBe('54.11% (loss 100%, fee 0.1%)');
    expect(r.container.textContent).toContain('Fee (never refunded)');
  });
});
