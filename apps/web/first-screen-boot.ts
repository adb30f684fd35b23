import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rollup';
import { type Plugin, transformWithEsbuild } from 'vite';
import { BOOT_WEB_VERSION, EVERY_SCREEN, FIRST_SCREENS } from './first-screens';

/** The languages in the order the app prefers them; the first is a new visitor's. */
export const BOOT_LANGS = ['en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'];
/** antd-mobile's locale file per language (src/i18n/antd-locales.ts; zh's is in the entry). */
export const ANTD_LOCALES: Record<string, string | null> = {
  en: 'en-US',
  zh: null,
  hk: 'zh-HK',
  th: 'th-TH',
  jp: 'ja-JP',
  kor: 'ko-KR',
  fra: 'fr-FR',
  spa: 'es-ES',
};

const textModule = (cap: string | null, lang: string) =>
  cap ? `/packages/i18n/src/web/${cap}/${lang}.ts` : `/packages/i18n/src/web/${lang}.ts`;

/**
 * Writes the boot script (boot/boot.js with the first screens' chunks, texts and API calls filled in) into
 * index.html's head, right after the entry module's tag.
 */
export function firstScreenBoot(base: string): Plugin {
  let root = process.cwd();
  return {
    name: 'first-screen-boot',
    enforce: 'post',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const html = bundle['index.html'];
      if (!entry || !html || html.type !== 'asset') return this.error('first-screen-boot: no entry or index.html');
      // A module is found in the chunk it is the facade of, or else the chunk that holds it.
      const byModule = (suffix: string) =>
        chunks.find((c) => c.facadeModuleId?.endsWith(suffix)) ??
        chunks.find((c) => c.moduleIds.some((id) => id.endsWith(suffix)));
      const inEntry = new Set<string>();
      walk(bundle, entry.fileName, inEntry);

      const files: string[] = [];
      const indexOf = (file: string) => {
        const at = files.indexOf(file);
        return at >= 0 ? at : files.push(file) - 1;
      };
      /** The chunk of each module and what it imports beyond the entry, as indexes into `files`. */
      const load = (modules: string[]) => {
        const found = new Set<string>();
        for (const m of modules) {
          const chunk = byModule(m);
          if (!chunk) return this.error(`first-screen-boot: no chunk for ${m}`);
          walk(bundle, chunk.fileName, found);
        }
        const own = [...found].filter((f) => !inEntry.has(f));
        // Their stylesheets too: Vite adds them when the chunk is imported, a round trip after the scripts.
        const css = own.flatMap((f) => [...((bundle[f] as OutputChunk).viteMetadata?.importedCss ?? [])]);
        return [...new Set([...css, ...own])].map(indexOf);
      };
      const perLang = (caps: string[], withShell: boolean) =>
        Object.fromEntries(
          BOOT_LANGS.map((lang) => {
            const modules = caps.map((c) => textModule(c, lang));
            if (withShell) {
              modules.push(textModule(null, lang));
              if (ANTD_LOCALES[lang]) modules.push(`/antd-mobile/es/locales/${ANTD_LOCALES[lang]}.js`);
            }
            return [lang, load(modules)];
          }),
        );

      const routes: Record<string, number> = {};
      const screens = FIRST_SCREENS.map((s, i) => {
        for (const p of s.paths) routes[p] = i;
        const files = s.page ? load([`/${s.page}`]) : [];
        return { files, texts: perLang(s.texts, false), requests: s.requests };
      });
      const data = {
        base,
        api: '/api',
        version: BOOT_WEB_VERSION,
        langs: BOOT_LANGS,
        files,
        texts: perLang([], true),
        routes,
        screens,
        requests: EVERY_SCREEN,
      };
      // Which chunk holds each of our modules, keyed like the manifest (relative to the app's root), for
      // scripts/budgets.mjs: a module can live in a chunk the manifest names otherwise (grouped text catalogues,
      // vite.config.ts `texts-first-<lang>`; a page whose chunk also serves a chunk it loads later).
      const moduleChunks: Record<string, string> = {};
      for (const c of chunks) {
        for (const id of c.moduleIds) {
          if (id.includes('/node_modules/') || id.startsWith('\0')) continue;
          moduleChunks[relative(root, id).split(sep).join('/')] = c.fileName;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/module-chunks.json',
        source: JSON.stringify(moduleChunks, null, 1),
      });

      const template = readFileSync(fileURLToPath(new URL('./boot/boot.js', import.meta.url)), 'utf8');
      const source = template.replace('__FIRST_SCREENS__', JSON.stringify(data));
      const minified = await transformWithEsbuild(source, 'boot.js', { minify: true, target: 'es2017' });
      // Inline, so its calls start as the page is parsed rather than a round trip later, when a file of its own
      // would have arrived; the server allows it by its hash (apps/server/src/plugins/inline-scripts.ts). Before the
      // entry's tag: once the entry has arrived (the preload scanner asks for it as the page comes in), reaching its
      // tag compiles it in the parser's task, and the calls waited for that. Before the stylesheet, which a classic
      // script would otherwise wait for. `</` cannot close the tag early from inside a string.
      const code = minified.code.trim().replace(/<\//g, '<\\/');
      const withBoot = String(html.source).replace(
        /(\s*)(<script type="module"[^>]*><\/script>)/,
        (_m, space: string, tag: string) => `${space}<script>${code}</script>${space}${tag}`,
      );
      // The app links the manifest once the first screen is drawn (src/app/manifest-link.ts).
      const manifestLink = /\s*<link rel="manifest"[^>]*>/;
      if (!manifestLink.test(withBoot)) return this.error('first-screen-boot: no manifest link in index.html');
      html.source = withBoot.replace(manifestLink, '');
    },
  };
}

function walk(bundle: OutputBundle, file: string, into: Set<string>): void {
  const chunk = bundle[file];
  if (chunk?.type !== 'chunk' || into.has(file)) return;
  into.add(file);
  for (const dep of chunk.imports) walk(bundle, dep, into);
}
