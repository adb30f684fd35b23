import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { PreRenderedChunk } from 'rollup';
import { build, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { ENTRY_GROUP, groupsOf, planOf } from './chunk-plan';
import { compactIcons } from './compact-icons';
import { ANTD_LOCALES, BOOT_LANGS, firstScreenBoot } from './first-screen-boot';
import { FIRST_SCREENS } from './first-screens';
import { pwaOptions } from './pwa-options';

const API_TARGET = 'http://localhost:8090';

/** The catalogues the first screens wait for (first-screens.ts `texts`; the shell's too). */
const FIRST_SCREEN_TEXTS = new Set(FIRST_SCREENS.flatMap((s) => s.texts));
const LANGS = new Set(BOOT_LANGS);

/** The text chunks first, then the first screens' groups (chunk-plan.ts). */
function manualChunks(id: string): string | undefined {
  return textChunk(id) ?? firstScreenGroups.get(id);
}

/**
 * A language's shell texts, antd-mobile's locale and the catalogues of the first screens travel as one chunk,
 * `texts-first-<lang>`: on a phone over HTTP/1.1 six small files cost six requests on the page's six connections,
 * ahead of its API answers and pictures, where one costs one (docs/decisions.md "One text file for the first
 * screen"). Every other catalogue stays its own chunk, loaded with its pages.
 */
function textChunk(id: string): string | undefined {
  const [, cap, textLang = ''] = /packages\/i18n\/src\/web\/(?:(\w+)\/)?(\w+)\.ts$/.exec(id) ?? [];
  if (LANGS.has(textLang) && (!cap || FIRST_SCREEN_TEXTS.has(cap))) return `texts-first-${textLang}`;
  // antd-mobile's base locale, which every other locale extends, keeps a chunk of its own: in one language's
  // chunk it would make every other language load that chunk too.
  if (/antd-mobile\/es\/(locales\/base|utils\/merge-locale)\.js$/.test(id)) return 'antd-locale-base';
  const [, locale = ''] = /antd-mobile\/es\/locales\/([\w-]+)\.js$/.exec(id) ?? [];
  const lang = ANTD_LANG[locale];
  if (lang) return `texts-first-${lang}`;
  return undefined;
}

/** Our language of each antd-mobile locale file loaded on demand (zh-CN is in the entry). */
const ANTD_LANG: Record<string, string> = Object.fromEntries(
  Object.entries(ANTD_LOCALES).flatMap(([lang, locale]) => (locale ? [[locale, lang]] : [])),
);

/**
 * Text chunks are named after what they hold (`texts-spot-th-…js`, `texts-shell-kor-…js`, `antd-locale-th-TH-…js`):
 * every language × catalogue is its own chunk, loaded on demand (src/i18n/text-loader.ts).
 */
function chunkFileNames(chunk: PreRenderedChunk): string {
  const id = chunk.facadeModuleId ?? '';
  const text = /packages\/i18n\/src\/web\/(?:(\w+)\/)?(\w+)\.ts$/.exec(id);
  if (text) return `assets/texts-${text[1] ?? 'shell'}-${text[2]}-[hash].js`;
  // antd-mobile's base locale, which every other locale extends, keeps a chunk of its own: in one language's
  // chunk it would make every other language load that chunk too.
  if (/antd-mobile\/es\/(locales\/base|utils\/merge-locale)\.js$/.test(id)) return 'antd-locale-base';
  const antd = /antd-mobile\/es\/locales\/([\w-]+)\.js$/.exec(id);
  if (antd) return `assets/antd-locale-${antd[1]}-[hash].js`;
  return 'assets/[name]-[hash].js';
}

/** The first pass's mode: no grouping, no files written, none of the plugins that only package the output. */
const PLAN_MODE = 'chunk-plan';
/** Filled by `chunkPlan` before the real build's chunks are made. */
let firstScreenGroups = new Map<string, string>();

/**
 * The first screens' chunks, grouped (chunk-plan.ts): a `vite build` first builds the app without grouping, in
 * memory, to see which chunks each first screen's page loads.
 */
function chunkPlan(): Plugin {
  const configFile = fileURLToPath(import.meta.url);
  return {
    name: 'first-screen-chunk-plan',
    apply: (_config, env) => env.command === 'build' && env.mode !== PLAN_MODE,
    async buildStart() {
      const output = await build({
        configFile,
        mode: PLAN_MODE,
        logLevel: 'warn',
        build: { write: false, manifest: false },
      });
      const first = Array.isArray(output) ? output[0] : output;
      if (!first || !('output' in first)) throw new Error('chunk plan: the first pass returned no bundle');
      const bundle = Object.fromEntries(first.output.map((o) => [o.fileName, o]));
      const pages = Object.fromEntries(
        FIRST_SCREENS.flatMap((s) =>
          s.page ? [[s.name, fileURLToPath(new URL(`./${s.page}`, import.meta.url))]] : [],
        ),
      );
      firstScreenGroups = groupsOf(planOf(bundle, pages));
    },
  };
}

/**
 * antd-mobile's default imperative render (its utils/render.js: rc-util's CommonJS React/render with Babel's helpers)
 * is replaced by ours, the one src/app/antd-react19.ts sets for it (src/app/antd-render.ts).
 */
function antdRender(): Plugin {
  const ours = fileURLToPath(new URL('./src/app/antd-render.ts', import.meta.url));
  return {
    name: 'antd-mobile-render',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './render' && importer && /antd-mobile[\\/]es[\\/]utils[\\/]unstable-render\.js$/.test(importer))
        return ours;
      return null;
    },
  };
}

export default defineConfig(({ mode }) => ({
  base: '/h5/',
  // `.br` and `.gz` beside every text file; the server picks one by Accept-Encoding (plugins/static.ts).
  plugins: [
    react(),
    compactIcons(),
    antdRender(),
    // The boot script preloads the first screen's chunks and texts and starts its API calls (first-screens.ts).
    // Disabled, the PWA plugin still provides its virtual modules (the app imports one) and writes nothing.
    ...(mode === PLAN_MODE
      ? [VitePWA({ ...pwaOptions, disable: true })]
      : [
          chunkPlan(),
          firstScreenBoot('/h5/'),
          compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
          VitePWA(pwaOptions),
        ]),
  ],
  resolve: {
    // The root node_modules holds React 18 for other workspaces; this app runs React 19 from its own folder.
    // Dedupe makes antd-mobile, react-router and friends share that one copy.
    dedupe: ['react', 'react-dom'],
    // The app runs on Preact's React-compatible layer: the same components and libraries (antd-mobile, react-router,
    // react-query, react-i18next) for ~10 KB gzip instead of React's ~70 (docs/decisions.md "Preact in the build").
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // The manifest lets scripts/budgets.mjs follow what each route loads.
    manifest: true,
    rollupOptions: {
      // The entry is named `shell` so the service worker can precache it by name (pwa-options.ts).
      input: { [ENTRY_GROUP]: 'index.html' },
      // Only the modules manualChunks names move (the groups are whole first-pass chunks); see chunk-plan.ts.
      output: { chunkFileNames, manualChunks, onlyExplicitManualChunks: true },
      // The wire contract and the money helper run nothing on import, and a zod schema nobody reads is dead
      // code: what a screen does not use of them (schemas of other capabilities, zod itself, decimal.js) stays
      // out of its chunks.
      treeshake: {
        moduleSideEffects: (id) => !/\/packages\/(api|money)\//.test(id),
        manualPureFunctions: ['z'],
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, changeOrigin: true, ws: true },
      '/static': { target: API_TARGET, changeOrigin: true },
    },
  },
}));
