/**
 * Fewer, larger files for the first screens (docs/decisions.md "The first screens' chunks are grouped").
 *
 * Rollup splits the modules of lazily loaded pages by the exact set of pages that use each one, which across
 * ~180 routes gives the trade screen ten small files and the pair detail fourteen; a phone over HTTP/1.1 has six
 * connections, each file holding one for a round trip. The build therefore runs twice: a first pass without
 * grouping (the chunks Rollup would make), then the real build, in which every chunk the first pass gave a first
 * screen's page (statically, beside the entry) is merged with the others used by the same set of those pages, and
 * small sets shared by several of them become one file. A chunk other pages import too is grouped apart from the
 * screens' own code (`-common`), so those pages do not download the first screens' pages, and one that most pages
 * import (the page shell, the nav bar, the empty state) joins the entry. The entry chunk's modules are named too,
 * so that with `onlyExplicitManualChunks` nothing else moves: a group holds exactly the modules its chunks held,
 * and other pages keep Rollup's own splitting (they load a group where they used one of its chunks).
 */
import type { OutputBundle, OutputChunk } from 'rollup';

export type ChunkPlan = {
  /** Module id → the first pass's chunk file. */
  moduleChunk: Record<string, string>;
  /** The first pass's entry chunk file. */
  entry: string;
  /** First screen → the chunk files its page loads with it (its own and their static imports, the entry left out). */
  pages: Record<string, string[]>;
  /** Chunk file → its code's length, to tell the small groups. */
  sizes: Record<string, number>;
  /**
   * First screens' chunk files that other pages' chunks import (not ones the screens load later themselves), with
   * how many import each.
   */
  public: Record<string, number>;
};

/** The entry chunk's modules keep the entry's name; see vite.config.ts `input`. */
export const ENTRY_GROUP = 'shell';
/** Sets of pages sharing less code than this (minified characters) go into one shared group. */
export const SMALL_SHARED = 4000;
/** A first screen's chunk that this many other pages' chunks import is the app's furniture: it joins the entry. */
export const WIDELY_USED = 8;
const SHARED_GROUP = 'fs-shared';

/** The chunk files `from` loads through static imports (and dynamic ones with `lazy`), the entry left out. */
function reachable(bundle: OutputBundle, from: string[], entry: string, lazy: boolean): Set<string> {
  const seen = new Set<string>();
  const todo = [...from];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file) || file === entry) continue;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') todo.push(...chunk.imports, ...(lazy ? chunk.dynamicImports : []));
  }
  return seen;
}

/** The plan of a first pass's bundle; `pages` maps each first screen's name to its page module's id. */
export function planOf(bundle: OutputBundle, pages: Record<string, string>): ChunkPlan {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const moduleChunk: Record<string, string> = {};
  const sizes: Record<string, number> = {};
  const entries = chunks.filter((c) => c.isEntry);
  if (entries.length !== 1) throw new Error(`chunk plan: expected one entry chunk, found ${entries.length}`);
  const entry = entries[0]!.fileName;
  for (const c of chunks) {
    sizes[c.fileName] = c.code.length;
    for (const id of c.moduleIds) moduleChunk[id] = c.fileName;
  }
  const loaded: Record<string, string[]> = {};
  for (const [name, page] of Object.entries(pages)) {
    const start = moduleChunk[page];
    if (!start) throw new Error(`chunk plan: the first pass has no chunk holding ${page} (${name})`);
    loaded[name] = [...reachable(bundle, [start], entry, false)].sort();
  }
  // What the first screens load later (their sheets, their lazy parts) imports their code as they do; any other
  // chunk that imports one of their chunks belongs to another page.
  const firstScreens = new Set(Object.values(loaded).flat());
  const theirs = reachable(bundle, [...firstScreens], entry, true);
  const outside: Record<string, number> = {};
  for (const c of chunks) {
    if (c.isEntry || theirs.has(c.fileName)) continue;
    for (const file of c.imports) if (firstScreens.has(file)) outside[file] = (outside[file] ?? 0) + 1;
  }
  return { moduleChunk, entry, pages: loaded, sizes, public: outside };
}

/**
 * Each module's group under the plan: the entry's modules `shell`, with the first screens' chunks that
 * WIDELY_USED other chunks import; any other first screen's chunk `fs-<pages>` after the screens that load it,
 * `fs-<pages>-common` when other pages import it too (they then load that group and not the screens' own code),
 * `fs-shared(-common)` when several screens share little; any other module none (Rollup decides).
 */
export function groupsOf(plan: ChunkPlan): Map<string, string> {
  const pagesOfChunk = new Map<string, string[]>();
  for (const [page, files] of Object.entries(plan.pages)) {
    for (const f of files) pagesOfChunk.set(f, [...(pagesOfChunk.get(f) ?? []), page]);
  }
  const byKey = new Map<string, string[]>();
  const groupOfChunk = new Map<string, string>([[plan.entry, ENTRY_GROUP]]);
  for (const [file, pages] of pagesOfChunk) {
    const importers = plan.public[file] ?? 0;
    if (importers >= WIDELY_USED) {
      groupOfChunk.set(file, ENTRY_GROUP);
      continue;
    }
    // Code other pages import too goes apart from the screens' own, so those pages do not load the screens' code.
    const common = importers > 0;
    const key = `fs-${pages.sort().join('+').replace(/\s+/g, '-')}${common ? '-common' : ''}`;
    byKey.set(key, [...(byKey.get(key) ?? []), file]);
  }
  for (const [key, files] of byKey) {
    const shared = key.includes('+');
    const size = files.reduce((sum, f) => sum + (plan.sizes[f] ?? 0), 0);
    const small = `${SHARED_GROUP}${key.endsWith('-common') ? '-common' : ''}`;
    for (const f of files) groupOfChunk.set(f, shared && size < SMALL_SHARED ? small : key);
  }
  const groups = new Map<string, string>();
  for (const [id, file] of Object.entries(plan.moduleChunk)) {
    const group = groupOfChunk.get(file);
    if (group) groups.set(id, group);
  }
  return groups;
}
