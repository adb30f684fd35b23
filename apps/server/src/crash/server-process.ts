/**
 * The real server entry (`src/server.ts`) as a child process on a given database, for the crash suite: start it,
 * wait until /api/health answers, SIGKILL it, start it again on the same data and port. Its output is kept (the
 * last lines, for the failure report) and every error-level log line is counted.
 *
 * How it runs: `bundleServer()` compiles src/server.ts and the workspace packages once per run into one file
 * (esbuild, the compiler tsx itself uses; npm packages stay external) next to src/, so SERVER_ROOT and the
 * migrations resolve as they do under tsx. A start then skips resolving and transforming some 300 source files,
 * which on a busy 2-core machine is most of the start time (about 14 s instead of 23 s at a load of 15).
 * CRASH_RUNNER=tsx runs `node --import tsx src/server.ts` instead, exactly as `npm start` does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SERVER_ROOT } from '../config';

type EsbuildPlugin = {
  name: string;
  setup(b: { onResolve(o: { filter: RegExp }, f: (a: { path: string }) => object | undefined): void }): void;
};
type Esbuild = { build(options: Record<string, unknown> & { plugins: EsbuildPlugin[] }): Promise<unknown> };

/** The command line that starts the server: [node args], and a cleanup for the compiled file. */
export type ServerEntry = { args: string[]; remove(): void };

export async function bundleServer(): Promise<ServerEntry> {
  if (process.env.CRASH_RUNNER === 'tsx') return { args: ['--import', 'tsx', 'src/server.ts'], remove() {} };
  // tsx's own esbuild (a dependency of tsx, so always installed with it).
  const esbuild = createRequire(createRequire(import.meta.url).resolve('tsx'))('esbuild') as Esbuild;
  const dir = join(SERVER_ROOT, '.crash-build');
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, `server-${process.pid}-${randomBytes(3).toString('hex')}.mjs`);
  await esbuild.build({
    entryPoints: [join(SERVER_ROOT, 'src', 'server.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (a) =>
            a.path.startsWith('@app/') ? undefined : { path: a.path, external: true },
          );
        },
      },
    ],
  });
  return { args: [outfile], remove: () => rmSync(outfile, { force: true }) };
}

export type ServerProcess = {
  readonly url: string;
  /** Starts the server and resolves when /api/health answers 200; how long it took, in ms. */
  start(): Promise<number>;
  /** SIGKILL: no shutdown hook runs, open transactions die with their connections. */
  kill(): Promise<void>;
  /** Stops it if it runs (SIGKILL as well: nothing here depends on a clean stop). */
  stop(): Promise<void>;
  /** Error-level log lines (pino level ≥ 50) seen so far, over every start. */
  errorLines(): string[];
  /** The last output lines, for a failure message. */
  tail(): string;
};

/** A port nobody listens on now (the same port is reused for every restart). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export function serverProcess(opts: {
  entry: ServerEntry;
  databaseUrl: string;
  port: number;
  dataDir: string;
  /** MARKET_SOURCES: production trades only instruments with a real source (quote-venue.ts stands in for one). */
  marketSources: string;
}): ServerProcess {
  const url = `http://127.0.0.1:${opts.port}`;
  const lines: string[] = [];
  const errors: string[] = [];
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  // One key for every start: secrets sealed by one start must open in the next (production requires one).
  const secretKey = randomBytes(32).toString('hex');
  // production needs the price log's signing key; one per harness, so every restart signs with the same key
  const priceLogKey = randomBytes(32).toString('hex');
  // Never outlive the test process (a time-out ends the worker without running the test's finally).
  process.once('exit', () => child?.kill('SIGKILL'));

  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 300) lines.shift();
      const level = /"level":(\d+)/.exec(line);
      if (level && Number(level[1]) >= 50) errors.push(line.slice(0, 2000));
    }
  };

  async function healthy(): Promise<boolean> {
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      return res.status === 200;
    } catch {
      return false;
    }
  }

  return {
    url,
    async start() {
      if (child) throw new Error('server already running');
      const t0 = Date.now();
      const proc = spawn(process.execPath, opts.entry.args, {
        cwd: SERVER_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          PORT: String(opts.port),
          HOST: '127.0.0.1',
          DATABASE_URL: opts.databaseUrl,
          DATA_DIR: opts.dataDir,
          // As deployed: no demo seeding, no market maker (the book holds only the clients' orders), little log.
          NODE_ENV: 'production',
          DEMO: 'false',
          SPOT_MAKER: 'off',
          LOG_LEVEL: 'warn',
          SECRET_KEY: secretKey,
          PRICE_LOG_KEY: priceLogKey,
          MARKET_SOURCES: opts.marketSources,
          MARKET_HISTORY_COUNT: '0',
          // The clients all come from 127.0.0.1: the per-IP request limit is not what this suite measures.
          RATE_LIMIT_MAX: '1000000',
        },
      });
      child = proc;
      proc.stdout?.on('data', keep);
      proc.stderr?.on('data', keep);
      let gone = false;
      exited = new Promise((resolve) =>
        proc.once('exit', (code, signal) => {
          gone = true;
          lines.push(`[server exited: ${signal ?? code}]`);
          if (child === proc) child = undefined;
          resolve();
        }),
      );
      while (!(await healthy())) {
        if (gone) throw new Error(`the server exited before it answered:\n${lines.slice(-40).join('\n')}`);
        if (Date.now() - t0 > 90_000)
          throw new Error(`the server did not answer in 90 s:\n${lines.slice(-40).join('\n')}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return Date.now() - t0;
    },
    async kill() {
      const proc = child;
      if (!proc) return;
      proc.kill('SIGKILL');
      await exited;
    },
    async stop() {
      await this.kill();
    },
    errorLines: () => [...errors],
    tail: () => lines.slice(-60).join('\n'),
  };
}
