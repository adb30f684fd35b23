import type { Plugin } from 'vite';

/**
 * `<link rel="modulepreload">` in index.html for chunks the first route loads dynamically (home's texts in the
 * default language, a new visitor's) and what they import beyond the entry, so they download beside the entry
 * instead of after it has run. Vite preloads only the entry's static imports.
 */
export function preloadFirstRoute(modules: RegExp[]): Plugin {
  return {
    name: 'preload-first-route',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const wanted = chunks.filter((c) => c.facadeModuleId && modules.some((re) => re.test(c.facadeModuleId ?? '')));
      const entry = chunks.find((c) => c.isEntry);
      const html = bundle['index.html'];
      if (wanted.length !== modules.length || !entry || !html || html.type !== 'asset') {
        this.error(`preload-first-route: not one chunk for each of ${modules.join(', ')} (or no entry / index.html)`);
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
      for (const c of wanted) walk(c.fileName, pageDeps);
      const links = [...pageDeps]
        .filter((f) => !loadedByEntry.has(f))
        .map((f) => `    <link rel="modulepreload" crossorigin href="/h5/${f}">`)
        .join('\n');
      html.source = String(html.source).replace('</head>', `\n${links}\n  </head>`);
    },
  };
}
