import type { WalletCoin } from '@app/api/wallet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { renderApp } from '../../../test/render';
import { coinPickerPath } from '../model/use-coin';
import { WALLET_PATHS } from '../wallet-paths';
import ReceivePage from './receive-page';
import SelectPage from './select-page';
import WithdrawPage from './withdraw-page';

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const coin = (id: number, name: string, subName: string): WalletCoin => ({
  id,
  name,
  subName,
  type: 'crypto',
  status: 1,
  deposit_enabled: true,
  withdraw_enabled: true,
  image: '',
  min_deposit: '1',
  min_withdraw: '1',
  withdraw_fee: '1',
});
const COINS = [coin(1, 'USDT', 'TRC20'), coin(1, 'USDT', 'ERC20'), coin(2, 'BTC', 'BTC')];

async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) await act(() => new Promise((r) => setTimeout(r, 10)));
}

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

function open(url: string) {
  const answer = (message: unknown) => new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (u: string) => answer(new URL(u, 'http://x').pathname === '/api/wallet/coins' ? COINS : {})),
  );
  useSession.setState({ token: 'T', lang: 'en' });
  const router = memoryRouter(
    [
      { path: WALLET_PATHS.receive, element: <ReceivePage /> },
      { path: WALLET_PATHS.withdraw, element: <WithdrawPage /> },
      { path: WALLET_PATHS.select, element: <SelectPage /> },
    ],
    [url],
  );
  const r = renderApp(<QueryClientProvider client={new QueryClient()}>{router.element}</QueryClientProvider>);
  unmount = r.unmount;
  return router;
}

describe('deposit and withdrawal links without a coin', () => {
  beforeAll(() => loadTexts('en', ['wallet', 'accounts', 'security']));

  it.each([
    [WALLET_PATHS.receive, 'recharge'],
    [WALLET_PATHS.withdraw, 'withdraw'],
  ])('%s without ?id shows the coin picker', async (path, action) => {
    const router = open(path);
    const row = () => document.body.querySelector('[data-testid="select-coin-2-BTC"]');
    await until(() => row() !== null);
    expect(router.location().pathname).toBe(WALLET_PATHS.select);
    expect(router.location().search).toBe(`?action=${action}`);
    expect(row()).not.toBeNull();
  });

  it('sends a stale link to the picker: an unknown coin to all coins, an unknown network to that coin’s', () => {
    expect(coinPickerPath('withdraw', undefined, undefined, '')).toBe(`${WALLET_PATHS.select}?action=withdraw`);
    expect(coinPickerPath('recharge', 1, undefined, '')).toBeNull();
    expect(coinPickerPath('recharge', 1, COINS, '')).toBeNull();
    expect(coinPickerPath('recharge', 1, COINS, 'ERC20')).toBeNull();
    expect(coinPickerPath('recharge', 9, COINS, '')).toBe(`${WALLET_PATHS.select}?action=recharge`);
    expect(coinPickerPath('recharge', 1, COINS, 'BEP20')).toBe(`${WALLET_PATHS.select}?action=recharge&coin=1`);
  });
});
