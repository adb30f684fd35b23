/**
 * The platform's one timer. Modules never call setInterval for work: they ask the scheduler for a job, which
 *  - never overlaps itself (a run that takes longer than the period delays the next one instead of stacking),
 *  - logs and counts failures instead of crashing the process or stopping the job,
 *  - waits for a running pass on stop(), so a module's stop can flush after its last pass finished,
 *  - reports each job's last run, duration, failures and lag for /api/health and the back office.
 * Sweepers (due rows in the database) run as jobs of this scheduler.
 */
import type { FastifyBaseLogger } from 'fastify';
import { errorSummary } from './sweeper-error';

export type JobStats = {
  name: string;
  every_ms: number;
  runs: number;
  failures: number;
  last_run_at: number | null;
  last_duration_ms: number | null;
  last_error: string | null;
  /** How late the last pass started against its plan (ms); grows when passes take longer than the period. */
  late_ms: number;
};

export type JobOptions = {
  /** Start the first pass at once instead of after one period. */
  immediate?: boolean;
};

export type Job = { name: string; runNow(): Promise<void>; stats(): JobStats; stop(): Promise<void> };

/**
 * What a job's work returns to be run again at once (after a turn of the event loop) instead of after its period:
 * a sweeper whose pass used its whole batch while rows are still due. Anything else waits the period.
 */
export const AGAIN = 'again' as const;

export type Scheduler = {
  /** Runs `work` every `everyMs` once the scheduler is started (jobs added later start at once if it is). */
  every(name: string, everyMs: number, work: () => unknown, opts?: JobOptions): Job;
  start(): void;
  stop(): Promise<void>;
  stats(): JobStats[];
  started(): boolean;
};

export function createScheduler(log: Pick<FastifyBaseLogger, 'error'>): Scheduler {
  const jobs = new Map<string, JobImpl>();
  let running = false;

  return {
    every(name, everyMs, work, opts = {}) {
      if (jobs.has(name)) throw new Error(`job ${name} is already scheduled`);
      const job = createJob(name, everyMs, work, opts, log);
      jobs.set(name, job);
      if (running) job.start();
      return job;
    },
    start() {
      if (running) return;
      running = true;
      for (const job of jobs.values()) job.start();
    },
    async stop() {
      running = false;
      await Promise.all([...jobs.values()].map((j) => j.stop()));
    },
    stats: () => [...jobs.values()].map((j) => j.stats()),
    started: () => running,
  };
}

type JobImpl = Job & { start(): void };

function createJob(
  name: string,
  everyMs: number,
  work: () => unknown,
  opts: JobOptions,
  log: Pick<FastifyBaseLogger, 'error'>,
): JobImpl {
  let timer: NodeJS.Timeout | undefined;
  let active: Promise<void> | undefined;
  let stopped = true;
  let plannedAt = 0;
  let again = false;
  const stats: JobStats = {
    name,
    every_ms: everyMs,
    runs: 0,
    failures: 0,
    last_run_at: null,
    last_duration_ms: null,
    last_error: null,
    late_ms: 0,
  };

  async function pass(): Promise<void> {
    const started = Date.now();
    stats.late_ms = Math.max(0, started - plannedAt);
    again = false;
    try {
      again = (await work()) === AGAIN;
    } catch (error) {
      stats.failures += 1;
      stats.last_error = errorSummary(error);
      log.error({ err: error, job: name }, 'scheduled job failed');
    } finally {
      stats.runs += 1;
      stats.last_run_at = started;
      stats.last_duration_ms = Date.now() - started;
    }
  }

  // Every pass (timer or runNow) goes through one chain, so two passes of a job never overlap.
  function exclusive(): Promise<void> {
    const next = (active ?? Promise.resolve()).then(pass);
    const settled = next.finally(() => {
      if (active === settled) active = undefined;
    });
    active = settled;
    return settled;
  }

  function plan(delay: number) {
    if (stopped) return;
    plannedAt = Date.now() + delay;
    timer = setTimeout(() => {
      timer = undefined;
      void exclusive().finally(() => plan(again ? 0 : everyMs));
    }, delay);
    // A job never keeps the process alive on its own; the server's listener does.
    timer.unref();
  }

  return {
    name,
    start() {
      if (!stopped) return;
      stopped = false;
      plan(opts.immediate ? 0 : everyMs);
    },
    runNow: () => {
      plannedAt = Date.now();
      return exclusive();
    },
    stats: () => ({ ...stats }),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (active) await active;
    },
  };
}
