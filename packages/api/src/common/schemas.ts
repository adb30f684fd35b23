/** Site-wide calls (docs/api-foundation.md "Common"): site config, public settings, the home menu; back office. */
import { z } from 'zod';
import { SiteLink } from '../shared';

/**
 * A host the app's webView page may frame: a lower-case DNS name (`help.example.com`), or `*.example.com` for its
 * subdomains. No scheme, port or path; the page frames https and http addresses on these hosts only.
 */
export const WebviewHost = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/);
export const WEBVIEW_HOSTS_MAX = 50;

/** Whether `url`'s host is one of the operator's webView hosts (exactly, or below a `*.` entry). */
export function isWebviewHost(hostname: string, hosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return hosts.some((h) => (h.startsWith('*.') ? host.endsWith(h.slice(1)) : host === h));
}

export const SiteConfig = z.object({
  site_name: z.string(),
  site_logo: z.string(),
  service_link: z.string(),
  /** Hosts the webView page frames (docs/security.md "webView"); empty: it frames nothing. */
  webview_hosts: z.array(z.string()),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

/**
 * What `GET /getSiteConfig` answers: the operator's settings, and per channel whether codes sent by it land in
 * the back office's dev outbox (a demo server without SMTP_URL or SMS_URL), so the code fields can say where.
 */
export const PublicSiteConfig = SiteConfig.extend({
  dev_outbox: z.object({ email: z.boolean(), sms: z.boolean() }),
});
export type PublicSiteConfig = z.infer<typeof PublicSiteConfig>;

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
    webview_hosts: z.array(WebviewHost).max(WEBVIEW_HOSTS_MAX),
  })
  .partial();
export type SettingsInput = z.infer<typeof SettingsInput>;
