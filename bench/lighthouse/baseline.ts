/**
 * The bare baseline: the smallest page our client stack can make (Vite + React 19 + antd-mobile, one Button and a
 * list), built in this run with the same Vite plugins as apps/web and served with the same precompressed delivery
 * as plugins/static.ts, so what separates it from our pages is our code, not the toolchain or the transport.
 */
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { compression } from 'vite-plugin-compression2';

export type Served = { url: string; stop: () => Promise<void> };

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover" />
    <link rel="icon" href="data:," />
    <title>Baseline</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.tsx"></script>
  </body>
</html>
`;

const MAIN_TSX = `import { Button, List } from 'antd-mobile';
import { createRoot } from 'react-dom/client';

const rows = Array.from({ length: 20 }, (_, i) => 'Row ' + (i + 1));

function App() {
  return (
    <>
      <Button color="primary" block>Button</Button>
      <List header="List">
        {rows.map((r) => <List.Item key={r}>{r}</List.Item>)}
      </List>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
`;

/** Builds the baseline; returns the output folder (a temp folder the caller removes). */
export async function buildBaseline(repoRoot: string): Promise<string> {
  // The sources sit under the repo's node_modules so bare imports resolve to the same React 19 and antd-mobile
  // copies apps/web bundles; a folder in /tmp would find none.
  const cache = join(repoRoot, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const src = mkdtempSync(join(cache, 'bench-lighthouse-'));
  const out = mkdtempSync(join(tmpdir(), 'bench-lighthouse-dist-'));
  try {
    writeFileSync(join(src, 'index.html'), INDEX_HTML);
    writeFileSync(join(src, 'main.tsx'), MAIN_TSX);
    await build({
      root: src,
      base: '/',
      configFile: false,
      logLevel: 'warn',
      plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
      resolve: { dedupe: ['react', 'react-dom'] },
      build: { outDir: out, emptyOutDir: true, chunkSizeWarningLimit: 900 },
    });
  } finally {
    rmSync(src, { recursive: true, force: true });
  }
  return out;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * Serves a build the way plugins/static.ts does: the `.br` (else `.gz`) file beside the asked one when the
 * request accepts it, hashed assets immutable, everything else revalidated.
 */
export async function serveStatic(root: string): Promise<Served> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    let file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) file = join(root, 'index.html');
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding =
      /\bbr\b/.test(accepts) && existsSync(`${file}.br`)
        ? 'br'
        : /\bgzip\b/.test(accepts) && existsSync(`${file}.gz`)
          ? 'gzip'
          : '';
    const sent = encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file;
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', /[\\/]assets[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', statSync(sent).size);
    createReadStream(sent).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
