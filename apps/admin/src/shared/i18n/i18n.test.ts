import { ADMIN_TEXTS } from '@app/i18n/admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, LANG_KEY, loadTexts, setLang, storedLang } from './i18n';

const loaded = (lang: string, ns: string) => i18n.hasResourceBundle(lang, ns);

// One i18next per app: these steps run in order on the same instance.
describe('back-office texts', () => {
  beforeAll(async () => {
    localStorage.setItem(LANG_KEY, 'zh');
    await initI18n(storedLang());
  });

  it('start in the stored language with its shell texts only', () => {
    expect(i18n.language).toBe('zh');
    expect(i18n.t('layout.logout')).toBe('退出登录');
    expect(loaded('zh', 'shell')).toBe(true);
    expect(loaded('en', 'shell')).toBe(false);
    expect(loaded('zh', 'admin')).toBe(false);
  });

  it("fetch a feature's texts when asked (the router asks with the feature's first screen)", async () => {
    await loadTexts('admin');
    expect(i18n.t('admins.title', { ns: 'admin' })).toBe('管理员');
    expect(loaded('en', 'admin')).toBe(false);
  });

  it('switch language: remembered, the document locale follows, every namespace in use is fetched', async () => {
    await setLang('fra');
    expect(localStorage.getItem(LANG_KEY)).toBe('fra');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.t('layout.logout')).toBe('Se déconnecter');
    expect(i18n.t('audit.title', { ns: 'admin' })).toBe('Journal d’audit');
  });

  it("fall back to English when a language's file cannot be fetched", async () => {
    const th = vi.spyOn(ADMIN_TEXTS.shell, 'th').mockRejectedValue(new Error('chunk failed'));
    await setLang('th');
    expect(th).toHaveBeenCalled();
    expect(i18n.t('layout.logout')).toBe('Log out');
    expect(i18n.t('admins.title', { ns: 'admin' })).toBe('ผู้ดูแลระบบ');
    th.mockRestore();
  });

  it('type every key from the English catalogues (a wrong key does not compile)', () => {
    // @ts-expect-error not a key of the shell catalogue
    i18n.t('layout.nothing');
    // @ts-expect-error a key of the admin catalogue, not of the shell
    i18n.t('admins.title');
    expect(i18n.t('admins.title', { ns: 'admin' })).toBeTruthy();
  });

  it('ignore an unknown stored language', () => {
    localStorage.setItem(LANG_KEY, 'xx');
    expect(storedLang()).toBe('en');
  });
});
