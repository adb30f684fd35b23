import { act, useReducer } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { click, renderApp } from '../../../test/render';
import type { Pair } from '../api/types';
import { blockerOf, formErrors, formReducer, formSummary, initialForm } from '../model/form';
import { makePair } from '../model/test-positions';
import { EntryForm } from './entry-form';

/** The form as the screen drives it: the reducer's state, the pure summary, errors and blocker. */
function Harness({ pair, available, loggedIn }: { pair: Pair; available: string | null; loggedIn: boolean }) {
  const [state, dispatch] = useReducer(formReducer, { pair, side: 'long' as const, superLeverage: false }, initialForm);
  const ctx = { pair, last: pair.last_price, available, others: [] };
  const summary = formSummary(state, ctx);
  const check = formErrors(state, ctx, summary);
  return (
    <EntryForm
      pair={pair}
      state={state}
      dispatch={dispatch}
      summary={summary}
      check={check}
      blocker={blockerOf(loggedIn, check)}
      last={pair.last_price}
      loggedIn={loggedIn}
      busy={false}
      onSubmit={() => undefined}
    />
  );
}

function mount(props: Parameters<typeof Harness>[0]) {
  const router = memoryRouter(
    [
      { path: '/', element: <Harness {...props} /> },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    ['/'],
  );
  const r = renderApp(router.element);
  unmount = r.unmount;
  return { ...r, location: router.location, q: (id: string) => r.container.querySelector(`[data-testid="${id}"]`) };
}

function type(input: Element | null, value: string) {
  if (!(input instanceof HTMLInputElement)) throw new Error('no input');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeAll(() => loadTexts('en', ['contracts']));
let unmount = () => {};
afterEach(() => unmount());

describe('EntryForm', () => {
  it('shows the entry’s margin and fee as it is typed, with numeric keypads', () => {
    const { q } = mount({ pair: makePair(), available: '1000', loggedIn: true });
    expect(q('lever-margin')?.textContent).toBe('6.50065 USDT'); // (65 000 + 6.5 spread) × 0.001 BTC ÷ 10
    type(q('lever-lots'), '2');
    expect(q('lever-margin')?.textContent).toBe('13.0013 USDT');
    expect(q('lever-lots')?.getAttribute('inputmode')).toBe('numeric');
    click(q('lever-type-limit'));
    expect(q('lever-price')?.getAttribute('inputmode')).toBe('decimal');
    expect(q('lever-submit')?.hasAttribute('disabled')).toBe(true);
    expect(q('lever-reason')?.textContent).toBe('Enter a correct price');
  });

  it('asks a visitor to log in', () => {
    const { q, location } = mount({ pair: makePair(), available: null, loggedIn: false });
    expect(q('lever-submit')).toBeNull();
    expect(q('lever-available')?.textContent).toBe('--');
    click(q('lever-login'));
    expect(location().pathname).toBe('/pages/common/login');
  });

  it('names an insufficient balance and links to a transfer into the contract account', () => {
    const { q } = mount({ pair: makePair(), available: '1', loggedIn: true });
    expect(q('lever-submit')?.hasAttribute('disabled')).toBe(true);
    expect(q('lever-reason')?.getAttribute('data-reason')).toBe('balance');
    expect(q('lever-reason-transfer')?.getAttribute('href')).toBe('/pages/fund/transfer?from=change&to=lever');
  });

  it('takes limit entries only while a stock’s market is closed', () => {
    const stock = makePair({
      symbol: 'AAPL/USD',
      area: 'stock',
      account: 'stock',
      legal_name: 'USD',
      lot_size: '1',
      multiples: [1, 2, 5, 10],
      market_open: false,
      last_price: '225',
    });
    const { q } = mount({ pair: stock, available: '5000', loggedIn: true });
    expect(q('lever-type-limit')?.getAttribute('aria-checked')).toBe('true');
    click(q('lever-type-market'));
    expect(q('lever-reason')?.textContent).toBe('The market is closed: choose a limit entry');
    click(q('lever-type-limit'));
    type(q('lever-price'), '220');
    expect(q('lever-reason')).toBeNull();
    expect(q('lever-submit')?.hasAttribute('disabled')).toBe(false);
  });

  it('says which side of the entry a take-profit must be on', () => {
    const { q } = mount({ pair: makePair(), available: '1000', loggedIn: true });
    click(q('lever-stops'));
    expect(q('lever-stops')?.getAttribute('aria-checked')).toBe('true');
    expect(q('lever-tp-hint')?.textContent).toBe('Above 65,006.50');
    type(q('lever-tp'), '64000');
    expect(q('lever-tp')?.getAttribute('aria-invalid')).toBe('true');
    expect(q('lever-reason')?.textContent).toBe('Check the take-profit price');
    type(q('lever-tp'), '70000');
    expect(q('lever-reason')).toBeNull();
  });
});
