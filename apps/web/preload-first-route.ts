import type { Plugin } from 'vite';

/**
 * `<link rel="modulepreload">` in index.html for the first route's own chunks (home: its page and what it imports
 * beyond the entry, and `extra` modules such as its texts in the default language), so they download beside the
 * entry instead of after it has run. Vite preloads only the entry's static imports; the pages and texts are
 * dynamic imports.
 */
export function preloadFirstRoute(pageModule: RegExp, extra: RegExp[] = []): Plugin {
  return {
    name: 'preload-first-route',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const page = chunks.find((c) => c.facadeModuleId && pageModule.test(c.facadeModuleId));
      const entry = chunks.find((c) => c.isEntry);
      const html = bundle['index.html'];
      if (!page || !entry || !html || html.type !== 'asset') {
        this.error(`preload-first-route: no chunk for ${pageModule} (or no entry / index.html)`);
      }
      const loadedByEntry = new Set<string>([entry.fileName]);
      const walk = (file: string, into: Set<string>) => {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk' || into.has(file)) return;
        into.add(file);
        for (const dep of chunk.imports) walk(dep, into);
      };
      const entryDeps = new Set<string>();
      walk(entry.fileName, entryDeps);
      for (const f of entryDeps) loadedByEntry.add(f);
      const pageDeps = new Set<string>();
      walk(page.fileName, pageDeps);
      for (const c of chunks) {
        if (c.facadeModuleId && extra.some((re) => re.test(c.facadeModuleId ?? ''))) walk(c.fileName, pageDeps);
      }
      const links = [...pageDeps]
        .filter((f) => !loadedByEntry.has(f))
        .map((f) => `    <link rel="modulepreload" crossorigin href="/h5/${f}">`)
        .join('\n');
      html.source = String(html.source).replace('</head>', `\n${links}\n  </head>`);
    },
  };
}
