/** Site settings: the public whitelist read by the client and the back-office editable subset. */
import { APP_VERSION, PUBLIC_SETTING_KEYS, type SettingsInput, type SiteConfig } from '@app/api';
import { DEFAULT_LANG } from '@app/i18n';
import { inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db';
import { AppError } from '../../errors';
import type { Actor, AuditService } from '../admin';
import { settings } from './common.tables';

/** Values used until an admin (or the demo seeder) stores one. */
const DEFAULTS: Record<(typeof PUBLIC_SETTING_KEYS)[number], string> = {
  site_name: 'OpenX',
  site_logo: '/static/logo.svg',
  service_link: '',
  app_version: APP_VERSION,
  default_lang: DEFAULT_LANG,
  default_fiat: 'USD',
};
const SITE_KEYS = ['site_name', 'site_logo', 'service_link', 'webview_hosts'] as const;

/** webview_hosts is kept as a JSON array of host names; anything unreadable counts as none. */
function parseHosts(stored: string | undefined): string[] {
  if (!stored) return [];
  try {
    const v: unknown = JSON.parse(stored);
    return Array.isArray(v) ? v.filter((h): h is string => typeof h === 'string') : [];
  } catch {
    return [];
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService(db: Db, audit: Pick<AuditService, 'record'>) {
  // Reads take the executor: inside a transaction they must use it (PGlite has a single connection).
  async function read(keys: readonly string[], executor: Executor = db): Promise<Record<string, string>> {
    const rows = await executor
      .select()
      .from(settings)
      .where(inArray(settings.key, [...keys]));
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  }

  async function siteConfig(executor: Executor = db): Promise<SiteConfig> {
    const stored = await read(SITE_KEYS, executor);
    return {
      site_name: stored.site_name ?? DEFAULTS.site_name,
      site_logo: stored.site_logo ?? DEFAULTS.site_logo,
      service_link: stored.service_link ?? DEFAULTS.service_link,
      webview_hosts: parseHosts(stored.webview_hosts),
    };
  }

  /** The hosts the webView page may frame; app.ts puts them in the Content-Security-Policy's frame-src. */
  async function webviewHosts(executor: Executor = db): Promise<string[]> {
    return parseHosts((await read(['webview_hosts'], executor)).webview_hosts);
  }

  return {
    siteConfig,
    webviewHosts,

    /** Claims a one-time marker (demo seeding) in the caller's transaction; false when it was claimed before. */
    async claimOnce(executor: Executor, marker: string): Promise<boolean> {
      const claimed = await executor
        .insert(settings)
        .values({ key: marker, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning();
      return claimed.length > 0;
    },

    /** Stores values for keys that have none yet (demo defaults); an operator's values are kept. */
    async fillDefaults(executor: Executor, values: Partial<Record<(typeof SITE_KEYS)[number], string>>) {
      const rows = Object.entries(values).map(([key, value]) => ({ key, value: value ?? '' }));
      if (rows.length > 0) await executor.insert(settings).values(rows).onConflictDoNothing();
    },

    /** One public setting; any key outside the whitelist is refused, so private settings never leak. */
    async publicSetting(keyword: string): Promise<string> {
      const key = PUBLIC_SETTING_KEYS.find((k) => k === keyword);
      if (!key) throw new AppError('UNKNOWN_SETTING');
      if (key === 'app_version') return APP_VERSION;
      const stored = await read([key]);
      return stored[key] ?? DEFAULTS[key];
    },

    updateSiteConfig: (actor: Actor, input: SettingsInput) =>
      db.transaction(async (tx) => {
        const before = await siteConfig(tx);
        const now = new Date();
        for (const key of SITE_KEYS) {
          const given = input[key];
          if (given === undefined) continue;
          const value = Array.isArray(given) ? JSON.stringify([...new Set(given)]) : given;
          await tx
            .insert(settings)
            .values({ key, value, updatedAt: now })
            .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
        }
        const after = await siteConfig(tx);
        await audit.record(tx, actor, { action: 'settings.update', target: 'settings', before, after });
        return after;
      }),
  };
}
