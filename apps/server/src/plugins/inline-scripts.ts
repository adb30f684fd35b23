/**
 * The Content-Security-Policy sources of the clients' inline scripts: the web app's index.html carries its boot
 * script inline (apps/web/first-screen-boot.ts) so its calls start while the page is parsed. `script-src` stays
 * 'self' plus the hash of each inline script the builds actually hold, read once at start-up: an injected script
 * has another hash and does not run, and a rebuilt client is picked up on the restart that deploys it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The inline scripts of an HTML page that a browser runs: no `src`, and no `type` or a JavaScript one. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs = '']) => {
      const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
      return !/\ssrc\s*=/i.test(attrs) && (!type || type === 'module' || /javascript/i.test(type));
    })
    .map(([, , body = '']) => body)
    .filter((body) => body.trim() !== '');
}

/** `'sha256-…'` of a script's text, as a CSP source. */
export const scriptHash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** The hash sources of every inline script in the given builds' index.html (a build not there adds none). */
export function inlineScriptSources(dists: string[]): string[] {
  const sources = dists.flatMap((dist) => {
    const file = resolve(dist, 'index.html');
    return existsSync(file) ? inlineScripts(readFileSync(file, 'utf8')).map(scriptHash) : [];
  });
  return [...new Set(sources)];
}
