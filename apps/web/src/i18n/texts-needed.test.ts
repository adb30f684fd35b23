/**
 * Texts arrive per capability with each page (lib/lazy-page.tsx), so every route must name the capabilities
 * whose texts its page shows, including those of components it borrows from other features: a missing one would
 * show keys (or English) until it loads, an extra one downloads texts nobody reads. And the code in the entry
 * chunk, which renders before any page, may show shell texts only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEXT_CAPABILITIES, type TextCapability } from '@app/i18n/web';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../lib/routes-registry';
import { resolveSpec, SRC, sourceGraph } from '../test/source-graph';

const { all, closure, rel } = sourceGraph();

const KEY = new RegExp(`['"\`](${TEXT_CAPABILITIES.join('|')})\\.[A-Za-z$][^'"\`]*['"\`](?!\\s*:)`, 'g');
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The capabilities whose keys (`'wallet.title.assets'`, `` `spot.errors.${e}` ``) appear in these files. */
function capabilitiesIn(files: readonly string[]): TextCapability[] {
  const found = new Set<TextCapability>();
  for (const file of files) {
    for (const m of withoutComments(readFileSync(file, 'utf8')).matchAll(KEY)) found.add(m[1] as TextCapability);
  }
  return TEXT_CAPABILITIES.filter((c) => found.has(c));
}

const routeFiles = [...all].filter((f) => /\/features\/[^/]+\/routes\.ts$/.test(f));

/** Each route with the page file its loader imports (the loader's source names it). */
async function routesWithPages() {
  const out: { path: string; page: string; texts: readonly TextCapability[] }[] = [];
  for (const file of routeFiles) {
    const { routes } = (await import(file)) as { routes: readonly RouteDef[] };
    for (const route of routes) {
      // The loader's source names the page: './pages/x' as written, or '/src/features/…/x.tsx' once Vite rewrote it;
      // a page built into the entry (home) is the routes file's one default import, which the loader hands over.
      const written = /["']((?:\.{1,2}|\/src)\/[^"']+)["']/.exec(route.load.toString())?.[1];
      const defaults = [...readFileSync(file, 'utf8').matchAll(/^import\s+\w+\s+from\s+'(\.{1,2}\/[^']+)'/gm)];
      const spec = written ?? (defaults.length === 1 ? defaults[0]?.[1] : undefined);
      const page = spec?.startsWith('/src/') ? join(SRC, spec.slice(5)) : spec && resolveSpec(file, spec, all);
      if (!page || !all.has(page))
        throw new Error(`${rel(file)} ${route.path}: cannot tell which page the loader imports`);
      out.push({ path: route.path, page, texts: route.texts ?? [] });
    }
  }
  return out;
}

describe('texts each page needs', () => {
  it('finds the routes of every feature', async () => {
    expect(routeFiles.length).toBeGreaterThanOrEqual(8);
    expect((await routesWithPages()).length).toBeGreaterThan(40);
  });

  it('every route declares exactly the capabilities whose texts its page (and what it imports) shows', async () => {
    const wrong = (await routesWithPages()).flatMap(({ path, page, texts }) => {
      const needed = capabilitiesIn(closure(page, { dynamic: true }));
      const declared = TEXT_CAPABILITIES.filter((c) => texts.includes(c));
      return needed.join() === declared.join() ? [] : [`${path}: declares [${declared}], shows [${needed}]`];
    });
    expect(wrong).toEqual([]);
  });

  it('the entry chunk (main.tsx and its static imports) shows shell texts only, outside the pages in it', async () => {
    // A page in the entry (home) renders only through its route, after its route's texts are in.
    const pages = new Set((await routesWithPages()).map((r) => r.page));
    const entry = closure(join(SRC, 'main.tsx'), { dynamic: false, stopAt: pages });
    expect(entry.length).toBeGreaterThan(10);
    const users = entry.filter((f) => capabilitiesIn([f]).length > 0).map(rel);
    expect(users).toEqual([]);
  });
});
