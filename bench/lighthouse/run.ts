/**
 * npm run bench:lighthouse — Lighthouse's mobile preset (its default: moto g power viewport, simulated slow 4G
 * and 4× CPU) on the pages of a real running server (the same start as the e2e journeys: tsx, PGlite, DEMO data,
 * a free port) against a bare Vite + React 19 + antd-mobile page built and served in the same command. Printed
 * per page: the medians of score, LCP, TBT, CLS and script bytes transferred, their ratios to the baseline, and
 * issue 11's goal met or missed. Timings never fail the command; Lighthouse failing to run does.
 *
 * Flags: --no-build (use the clients' current dist folders), --runs=N (or LIGHTHOUSE_RUNS; default 3),
 * --pages=home,trade (names from pages.ts), --save=DIR (keep each run's full report as DIR/<page>-<run>.json, to
 * read what a figure is made of: the LCP element, the requests before it, the long tasks).
 * Env: CHROME_PATH (default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { startServer } from '../../e2e/support/server';
import { buildBaseline, serveStatic } from './baseline';
import { type AuditPage, expectLoggedIn, loggedInStorage, PAGES, setOriginStorage } from './pages';
import { GOAL, medianSample, type Sample, sampleOf, table } from './report';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const BUILD = !args.includes('--no-build');
const RUNS = Number(flag('runs') ?? process.env.LIGHTHOUSE_RUNS ?? 3);
const ONLY = flag('pages')
  ?.split(',')
  .map((s) => s.trim());
const SAVE = flag('save');
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const ATTEMPTS = 3;

function run(cmd: string, cmdArgs: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(cmd, cmdArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${cmdArgs.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

async function auditOnce(port: number, url: string): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`${url}: Lighthouse returned no result`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/**
 * One audit, tried up to ATTEMPTS times: NO_NAVSTART now and then on a loaded machine, and Lighthouse's answer to
 * it is to run again. A page failing every attempt fails the command.
 */
async function audit(port: number, url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(port, url);
    } catch (e) {
      if (attempt >= ATTEMPTS) throw e;
      console.log(`    Lighthouse failed (${(e as Error).message.split('\n')[0]}), running again`);
    }
  }
}

async function main(): Promise<void> {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive integer, got ${RUNS}`);
  const pages: readonly AuditPage[] = ONLY ? PAGES.filter((p) => ONLY.includes(p.name)) : PAGES;
  if (ONLY && pages.length !== ONLY.length) {
    throw new Error(`unknown page in --pages; known: ${PAGES.map((p) => p.name).join(', ')}`);
  }

  if (SAVE) mkdirSync(SAVE, { recursive: true });
  // chrome-launcher reports a missing binary as an unhandled 'error' event, which would skip the clean-up below.
  if (!existsSync(CHROME)) throw new Error(`no Chromium at ${CHROME}; set CHROME_PATH`);

  if (BUILD) {
    console.log('building the web and admin clients (npm run build; --no-build skips)…');
    await run('npm', ['run', 'build']);
  } else {
    for (const app of ['web', 'admin']) {
      if (!existsSync(join(root, 'apps', app, 'dist', 'index.html'))) {
        throw new Error(`apps/${app}/dist has no build; run without --no-build`);
      }
    }
  }

  console.log('building the baseline and starting the server…');
  // Whatever started is stopped, in reverse, however far the run got: a failed run leaves no server behind.
  const cleanup: Array<() => unknown> = [];
  try {
    const [built, started] = await Promise.allSettled([buildBaseline(root), startServer()]);
    if (built.status === 'fulfilled') cleanup.push(() => rmSync(built.value, { recursive: true, force: true }));
    if (started.status === 'fulfilled') cleanup.push(() => started.value.stop());
    if (built.status === 'rejected') throw built.reason;
    if (started.status === 'rejected') throw started.reason;
    const server = started.value;
    const base = await serveStatic(built.value);
    cleanup.push(() => base.stop());
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    cleanup.push(() => chrome.kill());

    const session = await loggedInStorage(server.url);
    const targets = [
      { name: 'baseline', url: base.url, storage: null },
      ...pages.map((p) => ({
        name: p.name,
        url: `${server.url}${p.path}`,
        storage: p.session ? session : {},
      })),
    ];
    for (const p of pages) {
      if (!p.session) continue;
      await setOriginStorage(chrome.port, server.url, session);
      await expectLoggedIn(chrome.port, `${server.url}${p.path}`, p.session.shows);
    }
    const samples = new Map<string, Sample[]>(targets.map((t) => [t.name, []]));
    const warnings = new Set<string>();
    let version = '';
    let chromeVersion = '';

    console.log(`Lighthouse mobile preset, ${targets.length} pages × ${RUNS} runs, rounds interleaved`);
    for (let round = 1; round <= RUNS; round++) {
      // Round-robin so a burst of load from elsewhere on the machine lands on every page, not on one.
      for (const t of targets) {
        if (t.storage) await setOriginStorage(chrome.port, server.url, t.storage);
        const lhr = await audit(chrome.port, t.url);
        if (SAVE) writeFileSync(join(SAVE, `${t.name.replace(/\s+/g, '-')}-${round}.json`), JSON.stringify(lhr));
        const s = sampleOf(lhr);
        samples.get(t.name)!.push(s);
        version = lhr.lighthouseVersion;
        chromeVersion = /Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? '?';
        for (const w of lhr.runWarnings) warnings.add(typeof w === 'string' ? w : JSON.stringify(w));
        console.log(
          `  ${round}/${RUNS} ${t.name.padEnd(12)} score ${Math.round(s.score).toString().padStart(3)}  LCP ${(s.lcp / 1000).toFixed(2)} s  TBT ${Math.round(s.tbt)} ms`,
        );
      }
    }

    const median = (name: string) => medianSample(samples.get(name)!);
    console.log(`\nLighthouse ${version}, Chromium ${chromeVersion}, median of ${RUNS} runs per page\n`);
    console.log(
      table(
        pages.map((p) => ({ name: p.name, note: p.session ? 'logged in' : undefined, sample: median(p.name) })),
        median('baseline'),
      ),
    );
    console.log(
      `\ngoal (issue 11): score ≥ ${GOAL.score}, LCP ≤ ${(GOAL.lcp / 1000).toFixed(1)} s, TBT ≤ ${GOAL.tbt} ms, CLS ≤ ${GOAL.cls}`,
    );
    console.log(
      '×: the page ÷ the baseline (a bare Vite + React 19 + antd-mobile page with one Button and a list, same build',
    );
    console.log(
      'plugins and brotli delivery); 1.00 = no cost over the stack itself. "—": the baseline is 0, read the column.',
    );
    console.log(
      'JS KB: script bytes transferred (compressed). CPU: Lighthouse benchmarkIndex, lower = a busier machine; compare',
    );
    console.log('runs only at a similar CPU.');
    if (warnings.size) console.log(`\nLighthouse warnings:\n${[...warnings].map((w) => `  - ${w}`).join('\n')}`);
  } finally {
    for (const stop of cleanup.reverse()) await stop();
  }
}

await main();
