import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// No vitest import here: the e2e project's global setup (journey-server.ts) loads this file outside any test.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type RunningServer = { url: string; dataDir: string; stop: () => Promise<void>; logs: () => string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the real server (the same entry point as `npm start`) on a free port with a temporary data folder. */
export async function spawnServer(env: Record<string, string> = {}, logFile?: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  let output = '';
  const child: ChildProcess = spawn(
    join(root, 'node_modules', '.bin', 'tsx'),
    [join(root, 'apps/server/src/server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        DEMO: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const take = (d: Buffer) => {
    output += d;
    if (logFile) appendFileSync(logFile, d);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const url = `http://127.0.0.1:${port}`;
  // A cold start seeds demo data and market history; on a loaded 2-core machine that took over 90 s (hook: 180 s).
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
