/** Site-wide calls (docs/api-foundation.md "Common"): site config, public settings, the home menu; back office. */
import { z } from 'zod';
import { SiteLink } from '../shared';

export const SiteConfig = z.object({ site_name: z.string(), site_logo: z.string(), service_link: z.string() });
export type SiteConfig = z.infer<typeof SiteConfig>;

/** The settings `GET /getSetting` may answer (anything else is refused). */
export const PUBLIC_SETTING_KEYS = [
  'site_name',
  'site_logo',
  'service_link',
  'app_version',
  'default_lang',
  'default_fiat',
] as const;
export const GetSettingQuery = z.object({ keyword: z.string().trim().min(1).max(64) });
export type GetSettingQuery = z.infer<typeof GetSettingQuery>;

export const MenuItem = z.object({
  key: z.string(),
  name: z.string(),
  route: z.string(),
  icon: z.string(),
  available: z.boolean(),
});
export type MenuItem = z.infer<typeof MenuItem>;

// ---------- Back office ----------

export const SettingsInput = z
  .object({
    site_name: z.string().trim().min(1).max(64),
    site_logo: SiteLink,
    service_link: SiteLink,
  })
  .partial();
export type SettingsInput = z.infer<typeof SettingsInput>;
