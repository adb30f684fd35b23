import { describe, expect, it } from 'vitest';
import { visibleShortcuts } from './home-shortcuts';

const item = (key: string, route: string, available = true) => ({ key, name: key, route, icon: '', available });

describe('home shortcuts', () => {
  it('keeps only available items whose route this build has', () => {
    const shown = visibleShortcuts([
      item('faq', 'pages/common/faq'),
      item('aboutus', '/pages/common/aboutus', false),
      item('withdraw', 'pages/fund/withdraw'),
      item('contactus', '/pages/common/contactus'),
    ]);
    expect(shown.map((i) => i.key)).toEqual(['faq', 'contactus']);
  });
});
