import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { loadTexts } from '../test/i18n';
import { makeUser } from '../test/wire';
import { bootSession, ensureWebVersion, WEB_VERSION_KEY } from './boot';
import { DEFAULT_FIAT, SESSION_STORAGE_KEY, useSession } from './session';

function stored() {
  return JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').state;
}

beforeEach(async () => {
  localStorage.clear();
  useSession.setState({ token: '', user: null, lang: 'en', fiat: DEFAULT_FIAT, siteConfig: null });
  await loadTexts('en');
});

describe('session store', () => {
  it('starts with en, USD at rate 1 and no token', () => {
    localStorage.clear();
    const state = useSession.getState();
    expect(state.lang).toBe('en');
    expect(state.fiat).toEqual({ currency_code: 'USD', rate: '1', saveTime: 0 });
    expect(state.token).toBe('');
  });

  it('persists token, user, language and fiat to localStorage', () => {
    useSession.getState().setToken('abc');
    useSession.getState().setUser(makeUser({ id: 1, email: 'a@b.c' }));
    useSession.getState().setFiat({ currency_code: 'EUR', rate: '0.92' });
    expect(stored()).toMatchObject({ token: 'abc', user: { id: 1 }, fiat: { currency_code: 'EUR', rate: '0.92' } });
    expect(stored().fiat.saveTime).toBeGreaterThan(0);
  });

  it('logout clears token and user from memory and storage', () => {
    useSession.getState().setToken('abc');
    useSession.getState().setUser(makeUser({ id: 1 }));
    useSession.getState().clearSession();
    expect(useSession.getState()).toMatchObject({ token: '', user: null });
    expect(stored()).toMatchObject({ token: '', user: null });
  });

  it('a language change loads its texts, then sets i18next, the document locale, and persists', async () => {
    const switching = useSession.getState().setLang('hk');
    expect(i18n.language).toBe('en');
    expect(useSession.getState().lang).toBe('en');
    await switching;
    expect(i18n.language).toBe('hk');
    expect(document.documentElement.lang).toBe('zh-Hant');
    expect(i18n.t('tab.home')).toBe('首頁');
    expect(stored().lang).toBe('hk');
    await useSession.getState().setLang('fra');
    expect(document.documentElement.lang).toBe('fr');
    await useSession.getState().setLang('zh');
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(i18n.t('tab.finance')).toBe('理财');
    await useSession.getState().setLang('th');
    expect(document.documentElement.lang).toBe('en');
  });

  it('a new fiat list replaces the current fiat by currency code', () => {
    useSession.getState().setFiat({ currency_code: 'EUR', rate: '0.9' });
    useSession.getState().refreshFiatFromList([
      { currency_code: 'USD', rate: '1' },
      { currency_code: 'EUR', rate: '0.95' },
    ]);
    expect(useSession.getState().fiat).toMatchObject({ currency_code: 'EUR', rate: '0.95' });
  });
});

describe('start-up', () => {
  it('clears local storage once when the stored web version is below 1', () => {
    localStorage.setItem('stale', 'x');
    expect(ensureWebVersion()).toBe(true);
    expect(localStorage.getItem('stale')).toBeNull();
    expect(localStorage.getItem(WEB_VERSION_KEY)).toBe('1');
    localStorage.setItem('kept', 'y');
    expect(ensureWebVersion()).toBe(false);
    expect(localStorage.getItem('kept')).toBe('y');
  });

  it('restores the stored session and applies its language', async () => {
    localStorage.setItem(WEB_VERSION_KEY, '1');
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        state: { token: 't', lang: 'spa', fiat: { currency_code: 'JPY', rate: '150', saveTime: 5 } },
        version: 1,
      }),
    );
    await bootSession();
    expect(useSession.getState()).toMatchObject({ token: 't', lang: 'spa', fiat: { currency_code: 'JPY' } });
    expect(i18n.language).toBe('spa');
    expect(document.documentElement.lang).toBe('es');
  });

  it('falls back to en for an unknown stored language', async () => {
    localStorage.setItem(WEB_VERSION_KEY, '1');
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { lang: 'de' }, version: 1 }));
    await bootSession();
    expect(useSession.getState().lang).toBe('en');
  });
});
