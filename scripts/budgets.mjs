// The JS budgets of the clients (issue 11): byte counts of the build, never timings. For each budget it follows the
// Vite manifest from the entry and the screen's own modules (page chunk, the texts of its capabilities in the default
// language) through their static imports, and sums the gzip size (level 9, as the `.gz` files beside them) of the
// JavaScript that the browser must load before the screen renders. Over budget: the list of that screen's chunks,
// largest first, each marked with how much it grew since the snapshot (`--update` rewrites the snapshot).
//
// `goalKb` is the target; `limitKb` is what the build enforces today: a ratchet set just above the
// measured size and lowered with every cut, until it reaches the goal (docs/decisions.md "JS budgets").
//
//   node scripts/budgets.mjs            check both builds (run by `npm run build`)
//   node scripts/budgets.mjs --update   also record the current chunk sizes in scripts/budgets.snapshot.json
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SNAPSHOT = join(root, 'scripts', 'budgets.snapshot.json');
const TEXTS = (caps) => [
  '../../packages/i18n/src/web/en.ts',
  ...caps.map((c) => `../../packages/i18n/src/web/${c}/en.ts`),
];

/**
 * A screen: its tab, its page module and the capabilities whose texts it waits for (the route table's `texts`;
 * apps/web/src/app/budgets.test.ts holds the two together). `inEntry`: the page is built into the entry chunk
 * (home, features/home/routes.ts), so the manifest has no chunk of its own for it, and must not.
 */
const HOME = {
  tab: 'home',
  page: 'src/features/home/home-page.tsx',
  inEntry: true,
  texts: ['accounts', 'wallet', 'market'],
};
export const TAB_SCREENS = [
  HOME,
  { tab: 'market', page: 'src/features/market/pages/market-page.tsx', texts: ['market'] },
  { tab: 'trade', page: 'src/features/spot/pages/trade-page.tsx', texts: ['spot', 'receipts', 'accounts', 'market'] },
  { tab: 'finance', page: 'src/features/earn/pages/finance-page.tsx', texts: ['earn'] },
  { tab: 'assets', page: 'src/features/wallet/pages/assets-page.tsx', texts: ['wallet', 'accounts'] },
];

export const BUDGETS = [
  { app: 'web', name: 'first route /h5/#/ (home)', goalKb: 120, limitKb: 98, screens: [HOME] },
  { app: 'web', name: 'the five tabs together', goalKb: 350, limitKb: 121, screens: TAB_SCREENS },
  {
    app: 'admin',
    name: 'admin login',
    goalKb: 250,
    limitKb: 105,
    screens: [{ tab: 'login', page: 'src/features/admin/pages/login-page.tsx', texts: [] }],
  },
];

/** Every manifest key reachable from `keys` through static imports. */
export function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const entry = manifest[key];
    if (!entry) throw new Error(`budgets: "${key}" is not in the build's manifest (moved or renamed?)`);
    seen.add(key);
    for (const dep of entry.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * The manifest key of a module: its own, or that of the chunk holding it (`moduleChunks`, module → file, written
 * by apps/web/first-screen-boot.ts: grouped text catalogues, a page whose chunk serves one it loads later), or
 * none when it is inside the entry (or, for the admin app's missing web texts, not in the build at all).
 */
function moduleKey(manifest, moduleChunks, key) {
  if (manifest[key]) return key;
  const file = moduleChunks[key];
  if (!file) return undefined;
  const found = Object.keys(manifest).find((k) => manifest[k].file === file);
  return found && !manifest[found].isEntry ? found : undefined;
}

/** The manifest keys of one budget: the entry (index.html) plus each screen's page and texts. */
export function budgetKeys(manifest, budget, moduleChunks = {}) {
  const texts = budget.screens.flatMap((s) => TEXTS(s.texts));
  for (const s of budget.screens) {
    if (s.inEntry && manifest[s.page]) {
      throw new Error(`budgets: "${s.page}" is marked inEntry but the build made it a chunk of its own`);
    }
  }
  const pages = budget.screens
    .filter((s) => !s.inEntry)
    .map((s) => {
      const key = moduleKey(manifest, moduleChunks, s.page);
      if (!key) throw new Error(`budgets: "${s.page}" is not in the build (moved or renamed?)`);
      return key;
    });
  const textKeys = texts.map((k) => moduleKey(manifest, moduleChunks, k)).filter((k) => k !== undefined);
  return closure(manifest, [...new Set(['index.html', ...pages, ...textKeys])]);
}

/** A name for a chunk that does not change with its hash: its source, or `shared:<name>`. */
export const labelOf = (key, entry) => entry.src ?? `shared:${entry.name ?? key}`;

/**
 * Scripts index.html holds or loads itself, outside Vite's manifest: classic script files, and inline scripts (the
 * web app's boot script), counted by the gzip size of their text (`inline`).
 */
export function pageScripts(html) {
  const files = [...html.matchAll(/<script src="\/[\w-]+\/(assets\/[\w.-]+\.js)"><\/script>/g)].map((m) => ({
    key: m[1],
    label: `page:${m[1].replace(/-[\w-]{8}\.js$/, '')}`,
    file: m[1],
  }));
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m, i) => ({
    key: `index.html#script-${i + 1}`,
    label: `page:inline-script-${i + 1}`,
    file: `index.html (inline script ${i + 1})`,
    inline: m[1],
  }));
  return [...files, ...inline];
}

export function measure(manifest, budget, sizeOf, html = '', moduleChunks = {}) {
  const chunks = [...budgetKeys(manifest, budget, moduleChunks)]
    .map((key) => ({ key, label: labelOf(key, manifest[key]), file: manifest[key].file }))
    .filter((c) => c.file.endsWith('.js'))
    .concat(pageScripts(html))
    .map((c) => ({ ...c, bytes: c.inline === undefined ? sizeOf(c.file) : gzipSync(c.inline, { level: 9 }).length }))
    .sort((a, b) => b.bytes - a.bytes);
  const total = chunks.reduce((s, c) => s + c.bytes, 0);
  return { total, chunks, over: total > budget.limitKb * 1024 };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  const update = process.argv.includes('--update');
  const snapshot = existsSync(SNAPSHOT) ? JSON.parse(readFileSync(SNAPSHOT, 'utf8')) : {};
  const next = {};
  let failed = false;
  for (const budget of BUDGETS) {
    const dist = join(root, 'apps', budget.app, 'dist');
    const manifestPath = join(dist, '.vite', 'manifest.json');
    if (!existsSync(manifestPath)) {
      console.log(`budgets: no build of ${budget.app} (${manifestPath}); run npm run build`);
      process.exit(1);
    }
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const sizeOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const moduleChunksPath = join(dist, '.vite', 'module-chunks.json');
    const moduleChunks = existsSync(moduleChunksPath) ? JSON.parse(readFileSync(moduleChunksPath, 'utf8')) : {};
    const { total, chunks, over } = measure(manifest, budget, sizeOf, html, moduleChunks);
    const goal = total <= budget.goalKb * 1024 ? 'goal met' : `goal ${budget.goalKb} KB not met yet`;
    const line = `${over ? 'OVER' : 'ok  '} ${budget.name}: ${kb(total)} gzip, limit ${budget.limitKb} KB, ${goal} (${chunks.length} chunks)`;
    console.log(line);
    for (const c of chunks) next[`${budget.app}:${c.label}`] = c.bytes;
    if (over) {
      failed = true;
      for (const c of chunks) {
        const before = snapshot[`${budget.app}:${c.label}`];
        const grew = before === undefined ? ' (new)' : c.bytes > before ? ` (grew by ${kb(c.bytes - before)})` : '';
        console.log(`     ${kb(c.bytes).padStart(9)}  ${c.label}  ${c.file}${grew}`);
      }
    }
  }
  if (update) writeFileSync(SNAPSHOT, `${JSON.stringify(next, null, 2)}\n`);
  if (failed) {
    console.log('budgets: over budget (see the chunks above; the largest or the one that grew is the one to split)');
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
