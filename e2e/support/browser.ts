import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const shotsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** Debian's Chromium; no browser download ever (CI has no internet). */
const CHROMIUM = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

/**
 * Chromium with a real (temporary) profile rather than an incognito-like context: installing an app is refused
 * in incognito, so the installable-app journey needs one.
 */
export async function launchProfile(options: { viewport: { width: number; height: number } }): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-profile-'));
  const context = await chromium.launchPersistentContext(dir, { ...CHROMIUM, ...options });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`) });
}
