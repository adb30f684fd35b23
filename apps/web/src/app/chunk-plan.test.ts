import type { OutputBundle, OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { groupsOf, planOf, SMALL_SHARED, WIDELY_USED } from '../../chunk-plan';

function chunk(
  fileName: string,
  moduleIds: string[],
  imports: string[],
  size = 100,
  isEntry = false,
  dynamicImports: string[] = [],
): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
    dynamicImports,
    isEntry,
    code: 'x'.repeat(size),
  } as unknown as OutputChunk;
}

function bundleOf(...chunks: OutputChunk[]): OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

// The entry, three first screens' pages: two share a large chunk, all three a small one; also a page-only icon chunk, and a chunk
// only another (lazy, not first-screen) page uses.
const bundle = bundleOf(
  chunk('shell.js', ['/src/main.tsx', '/src/lib/request.ts'], [], 100, true),
  chunk('trade-page.js', ['/src/trade-page.tsx'], ['shell.js', 'book.js', 'tiny.js', 'Add.js'], 5000, false, [
    'sheet.js',
  ]),
  // The trade page's own sheet, loaded later, imports the page's chunk: that does not make it another page's.
  chunk('sheet.js', ['/src/sheet.tsx'], ['shell.js', 'trade-page.js']),
  chunk(
    'detail-page.js',
    ['/src/detail-page.tsx'],
    ['shell.js', 'book.js', 'tiny.js', 'nav.js', 'page-shell.js'],
    5000,
  ),
  chunk('book.js', ['/src/book.tsx', '/src/book.css'], ['shell.js'], SMALL_SHARED + 1),
  chunk('tiny.js', ['/src/tiny.ts'], ['shell.js'], 300),
  chunk('Add.js', ['/node_modules/antd-mobile-icons/es/Add.js'], ['shell.js'], 400),
  chunk('market-page.js', ['/src/market-page.tsx'], ['shell.js', 'tiny.js'], 5000),
  chunk('other.js', ['/src/other-page.tsx'], ['shell.js', 'nav.js']),
  chunk('nav.js', ['/src/nav-bar.tsx'], ['shell.js'], 300),
  // The page shell, which the detail page and many other pages import.
  chunk('page-shell.js', ['/src/page-shell.tsx'], ['shell.js'], 300),
  ...Array.from({ length: WIDELY_USED }, (_, i) => chunk(`page-${i}.js`, [`/src/page-${i}.tsx`], ['page-shell.js'])),
);
const pages = { trade: '/src/trade-page.tsx', 'pair detail': '/src/detail-page.tsx', market: '/src/market-page.tsx' };

describe('the first screens chunk plan', () => {
  it('lists what each first screen loads beside the entry', () => {
    const plan = planOf(bundle, pages);
    expect(plan.entry).toBe('shell.js');
    expect(plan.pages).toEqual({
      trade: ['Add.js', 'book.js', 'tiny.js', 'trade-page.js'],
      'pair detail': ['book.js', 'detail-page.js', 'nav.js', 'page-shell.js', 'tiny.js'],
      market: ['market-page.js', 'tiny.js'],
    });
    expect(plan.moduleChunk['/src/book.css']).toBe('book.js');
    expect(plan.public).toEqual({ 'nav.js': 1, 'page-shell.js': WIDELY_USED });
  });

  it('groups whole chunks by the screens that load them, small shared sets together, the entry as shell', () => {
    const groups = groupsOf(planOf(bundle, pages));
    expect(groups.get('/src/main.tsx')).toBe('shell');
    expect(groups.get('/src/lib/request.ts')).toBe('shell');
    expect(groups.get('/src/trade-page.tsx')).toBe('fs-trade');
    expect(groups.get('/node_modules/antd-mobile-icons/es/Add.js')).toBe('fs-trade');
    expect(groups.get('/src/detail-page.tsx')).toBe('fs-pair-detail');
    expect(groups.get('/src/book.tsx')).toBe('fs-pair-detail+trade');
    expect(groups.get('/src/book.css')).toBe('fs-pair-detail+trade');
    expect(groups.get('/src/tiny.ts')).toBe('fs-shared');
    // What another page imports too is apart from the detail page's own code; that page's own is left to Rollup.
    expect(groups.get('/src/nav-bar.tsx')).toBe('fs-pair-detail-common');
    expect(groups.has('/src/other-page.tsx')).toBe(false);
    // What most pages import joins the entry.
    expect(groups.get('/src/page-shell.tsx')).toBe('shell');
  });

  it('fails when a first screen page is in no chunk (a renamed page would otherwise go ungrouped)', () => {
    expect(() => planOf(bundle, { trade: '/src/gone.tsx' })).toThrow(/no chunk holding \/src\/gone\.tsx/);
  });
});
