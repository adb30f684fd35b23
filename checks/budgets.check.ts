/**
 * The JS budget check (scripts/budgets.mjs) follows the right modules: each tab screen's texts are the route
 * table's, its page is the route's page, and on a small manifest it sums what is statically reachable, names a
 * module the build does not have, and flags a budget that is over.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { BUDGETS, budgetKeys, closure, measure, pageScripts, TAB_SCREENS } from '../scripts/budgets.mjs';

type Screen = { tab: string; page: string; texts: string[]; inEntry?: boolean };

// Home is imported statically by its routes (it is built into the entry chunk); its real module needs a browser.
vi.mock('../apps/web/src/features/home/home-page', () => ({ default: function HomePage() {} }));
type Manifest = Record<string, { file: string; src?: string; name?: string; imports?: string[] }>;

describe('budget screens', () => {
  it('each tab screen waits for the texts its route does and loads the route page', async () => {
    // A path in a variable: the type checker of this folder does not follow it into the web app.
    const routeTable = '../apps/web/src/app/route-table';
    const { ROUTES } = (await import(routeTable)) as {
      ROUTES: Array<{ tab?: string; texts?: readonly string[]; load: () => Promise<{ default: { name: string } }> }>;
    };
    for (const screen of TAB_SCREENS as Screen[]) {
      const route = ROUTES.find((r) => r.tab === screen.tab);
      expect(route, screen.tab).toBeDefined();
      expect([...(route?.texts ?? [])].sort(), screen.tab).toEqual([...screen.texts].sort());
      if (screen.inEntry) {
        expect((await route?.load())?.default.name, screen.tab).toBe('HomePage');
        continue;
      }
      // The route's loader imports the screen's page (loading it here would need a browser: styles, antd).
      const base = screen.page.replace(/^.*\//, '').replace(/\.tsx?$/, '');
      expect(String(route?.load), screen.tab).toMatch(new RegExp(`['"/]${base}(\\.tsx?)?['"]`));
    }
  });

  it('the five tabs are all measured, home on its own too', () => {
    expect((TAB_SCREENS as Screen[]).map((s) => s.tab).sort()).toEqual([
      'assets',
      'finance',
      'home',
      'market',
      'trade',
    ]);
    expect(BUDGETS.map((b: { name: string }) => b.name)).toEqual([
      'first route /h5/#/ (home)',
      'the five tabs together',
      'admin login',
    ]);
  });
});

describe('budget arithmetic', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-a.js', src: 'index.html', imports: ['_vendor-b.js'] },
    '_vendor-b.js': { file: 'assets/vendor-b.js', name: 'vendor' },
    'src/page.tsx': { file: 'assets/page-c.js', src: 'src/page.tsx', imports: ['_vendor-b.js', '_ui-d.js'] },
    '_ui-d.js': { file: 'assets/ui-d.js', name: 'ui' },
    'src/other.tsx': { file: 'assets/other-e.js', src: 'src/other.tsx' },
    '../../packages/i18n/src/web/en.ts': {
      file: 'assets/texts-shell-en-f.js',
      src: '../../packages/i18n/src/web/en.ts',
    },
  };
  const sizes: Record<string, number> = {
    'assets/index-a.js': 50_000,
    'assets/vendor-b.js': 30_000,
    'assets/page-c.js': 10_000,
    'assets/ui-d.js': 5_000,
    'assets/other-e.js': 99_000,
    'assets/texts-shell-en-f.js': 1_000,
  };
  const budget = (limitKb: number) => ({
    app: 'web',
    name: 't',
    goalKb: limitKb,
    limitKb,
    screens: [{ tab: 'x', page: 'src/page.tsx', texts: [] }],
  });

  it('sums the entry, the page, their static imports and the shell texts, once each', () => {
    const keys = budgetKeys(manifest, budget(100));
    expect([...keys].sort()).toEqual([
      '../../packages/i18n/src/web/en.ts',
      '_ui-d.js',
      '_vendor-b.js',
      'index.html',
      'src/page.tsx',
    ]);
    const result = measure(manifest, budget(100), (f: string) => sizes[f] ?? 0);
    expect(result.total).toBe(96_000);
    expect(result.over).toBe(false);
    expect(result.chunks[0]).toMatchObject({ label: 'index.html', bytes: 50_000 });
    expect(result.chunks.map((c: { label: string }) => c.label)).toContain('shared:vendor');
  });

  it('counts a catalogue the build grouped into a shared chunk, found through module-chunks.json', () => {
    const grouped: Manifest = {
      'index.html': { file: 'assets/index-a.js', src: 'index.html' },
      '_texts-first-en-g.js': { file: 'assets/texts-first-en-g.js', name: 'texts-first-en' },
    };
    const moduleChunks = {
      '../../packages/i18n/src/web/en.ts': 'assets/texts-first-en-g.js',
      '../../packages/i18n/src/web/market/en.ts': 'assets/texts-first-en-g.js',
    };
    const screens = [{ tab: 'x', page: 'src/page.tsx', inEntry: true, texts: ['market'] }];
    const keys = budgetKeys(grouped, { ...budget(100), screens }, moduleChunks);
    expect([...keys].sort()).toEqual(['_texts-first-en-g.js', 'index.html']);
    expect([...budgetKeys(grouped, { ...budget(100), screens })]).toEqual(['index.html']);
  });

  it('is over when the sum passes the limit', () => {
    expect(measure(manifest, budget(90), (f: string) => sizes[f] ?? 0).over).toBe(true);
  });

  it('names a module the build does not have', () => {
    expect(() => closure(manifest, ['src/gone.tsx'])).toThrow(/"src\/gone.tsx" is not in the build's manifest/);
  });
});

describe('first route preload', () => {
  it('home is in the entry chunk, and the boot script, inline right before it, preloads its texts in English', () => {
    const dist = new URL('../apps/web/dist/', import.meta.url);
    const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Manifest;
    const html = readFileSync(new URL('index.html', dist), 'utf8');
    expect(manifest['src/features/home/home-page.tsx']).toBeUndefined();
    const script = /<script>([\s\S]+?)<\/script>\s*<script type="module"[^>]*><\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('first-screen');
    expect(pageScripts(html)).toEqual([expect.objectContaining({ label: 'page:inline-script-1', inline: script })]);
    const texts = ['en', 'accounts/en', 'wallet/en', 'market/en'].map((t) => `../../packages/i18n/src/web/${t}.ts`);
    const moduleChunks = JSON.parse(readFileSync(new URL('.vite/module-chunks.json', dist), 'utf8')) as Record<
      string,
      string
    >;
    const entryFiles = new Set([...closure(manifest, ['index.html'])].map((k) => manifest[k]?.file));
    for (const key of texts) {
      const file = moduleChunks[key];
      expect(file, key).toBeDefined();
      if (!entryFiles.has(file)) expect(script, key).toContain(file);
    }
  });
});
