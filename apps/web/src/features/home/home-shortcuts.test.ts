import { beforeAll, describe, expect, it } from 'vitest';
import { setKnownRoutes } from '../../lib/routes-registry';
import { routes as contentRoutes } from '../content/routes';
import { shortcutTarget, visibleShortcuts } from './shortcut-list';

// The app registers every feature's routes at start; here the content feature's are enough.
beforeAll(() => setKnownRoutes(contentRoutes));

const item = (key: string, route: string, available = true) => ({ key, name: key, route, icon: '', available });

describe('home shortcuts', () => {
  it('keeps only available items whose route this build has', () => {
    const shown = visibleShortcuts([
      item('faq', 'pages/common/faq'),
      item('aboutus', '/pages/common/aboutus', false),
      item('nft', 'pages/nft/nft'),
      item('contactus', '/pages/common/contactus'),
    ]);
    expect(shown.map((i) => i.key)).toEqual(['faq', 'contactus']);
  });

  it('keeps the query and sends exchange to the convert screen', () => {
    expect(shortcutTarget(item('recharge', '/pages/fund/select?type=recharge'))).toBe(
      '/pages/fund/select?type=recharge',
    );
    expect(shortcutTarget(item('exchange', '/pages/fund/transfer'))).toBe('/pages/fund/exchange');
    expect(visibleShortcuts([item('withdraw', '/pages/fund/select?type=withdraw', false)])).toEqual([]);
  });

  it('opens the contract screen’s super-leverage view for margin', () => {
    expect(shortcutTarget(item('lever', '/pages/transaction/contract'))).toBe(
      '/pages/transaction/contract?mode=margin',
    );
    expect(shortcutTarget(item('futures', '/pages/transaction/futrues'))).toBe('/pages/transaction/futrues');
  });
});
