/**
 * The crash suite (issue 10, build 4): the real server (`src/server.ts`, a child process) on a throwaway
 * PostgreSQL database, under load from one client per user (spot orders, cancels, transfers, withdrawals with
 * Idempotency-Keys), killed with SIGKILL CRASH_KILLS times (default 5) and restarted on the same data. Then every
 * acknowledged key is replayed and checks.ts runs twice: on the book that lived through the kills, and after one
 * more kill on the book rebuilt at start.
 *
 *   CRASH_SEED=<n>   replays the same operations and kill times (printed at the start of every run)
 *   CRASH_KILLS=<n>  how many kills (default 5)
 *   CRASH_USERS=<n>  how many concurrent clients (default 8)
 *   CRASH_RUNNER=tsx runs `node --import tsx src/server.ts` rather than the same entry compiled once (server-process.ts)
 *
 * PostgreSQL: DATABASE_URL's server, else 127.0.0.1:5432 user postgres. Without one this fails, never skips.
 * Its own vitest project (`crash`, root vitest.config.ts), so `npm test` runs it once and .ci/run's second pass
 * over the `server` project does not run it again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db';
import { throwawayPostgres } from '../test/pg-throwaway';
import { checkAfterCrashes, type Depth } from './checks';
import { type PairInfo, rng, startLoad } from './load';
import { quoteVenue } from './quote-venue';
import { seedUsers } from './seed';
import { bundleServer, freePort, serverProcess } from './server-process';

const KILLS = Number(process.env.CRASH_KILLS || 5);
const USERS = Number(process.env.CRASH_USERS || 8);
const SEED = process.env.CRASH_SEED ? Number(process.env.CRASH_SEED) : Math.floor(Math.random() * 2 ** 31);
const PAIRS = ['BTC/USDT', 'ETH/USDT'];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const body = (await res.json()) as { type: string; message: T };
  if (body.type !== 'ok') throw new Error(`${url}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.message;
}

describe('crash suite', () => {
  it(`${KILLS} SIGKILLs under load lose no acknowledged operation and leave the books, freezes and book exact`, async () => {
    console.log(`crash suite: CRASH_SEED=${SEED} CRASH_KILLS=${KILLS} CRASH_USERS=${USERS} (set them to replay)`);
    const t0 = Date.now();
    const pg = await throwawayPostgres();
    const dataDir = mkdtempSync(join(tmpdir(), 'openx-crash-'));
    const entry = await bundleServer();
    const venue = await quoteVenue();
    const server = serverProcess({
      entry,
      databaseUrl: pg.url,
      port: await freePort(),
      dataDir,
      marketSources: venue.sources,
    });
    let database: Database | undefined;
    try {
      const startups = [await server.start()];
      database = await openDatabase({ kind: 'postgres', url: pg.url });
      const users = await seedUsers(database.db, USERS);
      // The load quotes around each pair's price: wait for the venue's first prices to be recorded (no history here).
      const priced = async () =>
        (await getJson<PairInfo[]>(`${server.url}/api/coin/pairs`)).filter((p) => PAIRS.includes(p.symbol));
      let pairs = await priced();
      for (let i = 0; i < 300 && pairs.some((p) => !(Number(p.now_price) > 0)); i++) {
        await sleep(100);
        pairs = await priced();
      }
      expect(pairs.map((p) => [p.symbol, Number(p.now_price) > 0]).sort()).toEqual(
        [...PAIRS].sort().map((s) => [s, true]),
      );

      let acks = 0;
      const load = startLoad({ base: server.url, users, pairs, seed: SEED, onAck: () => acks++ });
      const random = rng(SEED);
      /** Lets the load run for `ms` and until it got `min` more acknowledgements (so every kill hits a busy server). */
      const runFor = async (ms: number, min: number) => {
        const since = acks;
        const start = Date.now();
        while (Date.now() - start < ms || acks - since < min) {
          if (Date.now() - start > 60_000)
            throw new Error(`no progress: ${acks - since} acks in 60 s\n${server.tail()}`);
          await sleep(20);
        }
      };
      for (let k = 0; k < KILLS; k++) {
        await runFor(800 + random() * 2200, 30);
        await server.kill();
        startups.push(await server.start());
      }
      await runFor(1500, 30);
      await load.stop();
      const loadTime = Date.now() - t0;

      // Every acknowledged key whose answer was once lost, and a sample of the others, sent again after the
      // restarts: the same answer, and (checked below) no second row.
      const keyed = load.records.filter((r) => r.outcome === 'ok' && r.key);
      const picked = keyed.filter((r) => r.cut > 0 || random() < 0.2);
      const replayProblems: string[] = [];
      for (let i = 0; i < picked.length; i += USERS) {
        const answers = await Promise.all(picked.slice(i, i + USERS).map((r) => load.replay(r)));
        for (const a of answers) if (a) replayProblems.push(a);
      }

      const depth = (symbol: string) =>
        getJson<Depth>(`${server.url}/api/coin/depth?symbol=${encodeURIComponent(symbol)}&limit=50`);
      const check = () =>
        checkAfterCrashes({ db: database!.db, records: load.records, userIds: users.map((u) => u.id), pairs, depth });
      const live = await check();
      // One more kill with no load: the book rebuilt from the database at start must be the same.
      await server.kill();
      startups.push(await server.start());
      const rebuilt = await check();

      const s = load.stats;
      const kinds = Object.entries(s.byKind)
        .map(([k, v]) => `${k} ${v.ok}/${v.refused}`)
        .join(', ');
      console.log(
        [
          `crash suite (seed ${SEED}): ${KILLS + 1} kills, ${USERS} clients, ${s.acked} acknowledged, ${s.refused} refused ` +
            `(ok/refused: ${kinds}), ${s.cutOff} cut off by a kill and sent again, ` +
            `${s.replays + picked.length} replays (${s.replays} during the load, ${picked.length} after), ` +
            `${live.checks + rebuilt.checks} checks, load ${(loadTime / 1000).toFixed(1)} s, ` +
            `total ${((Date.now() - t0) / 1000).toFixed(1)} s, starts ${startups.map((m) => (m / 1000).toFixed(1)).join('/')} s`,
        ].join('\n'),
      );

      const problems = [
        ...load.problems,
        ...replayProblems,
        ...live.problems.map((p) => `after the load: ${p}`),
        ...rebuilt.problems.map((p) => `after a restart: ${p}`),
        ...server.errorLines().map((l) => `server error log: ${l}`),
      ];
      if (problems.length > 0) console.log(`server output (last lines):\n${server.tail()}`);
      expect(problems.slice(0, 30), `seed ${SEED}`).toEqual([]);
      // The run proves something only if every kind of operation went through, orders filled and kills cut calls.
      for (const [kind, v] of Object.entries(s.byKind)) expect(v.ok, `acknowledged ${kind}`).toBeGreaterThanOrEqual(3);
      expect(s.cutOff, 'operations cut off by a kill').toBeGreaterThan(0);
      const filled = load.records.filter((r) => r.kind === 'place' && r.outcome === 'ok' && r.message.filled !== '0');
      expect(filled.length, 'orders that filled on arrival').toBeGreaterThan(5);
    } finally {
      await server.stop();
      await venue.close();
      await database?.close();
      await pg.drop();
      rmSync(dataDir, { recursive: true, force: true });
      entry.remove();
    }
  });
});
