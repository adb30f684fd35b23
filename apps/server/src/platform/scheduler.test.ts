import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGAIN, createScheduler } from './scheduler';

// Fake timers: every count below is exact, whatever the machine's load (a wall-clock window is not).
const silent = { error: () => {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scheduler', () => {
  it('runs nothing before start, then once per period after the previous pass; stop waits for a running pass', async () => {
    const s = createScheduler(silent);
    let runs = 0;
    let finished = 0;
    s.every('count', 20, async () => {
      runs += 1;
      await sleep(15);
      finished += 1;
    });
    await advance(500);
    expect(runs).toBe(0);
    s.start();
    // Passes start at 20, 55 (20 + 15 work + 20), 90, 125: the period counts from the end of a pass.
    await advance(19);
    expect(runs).toBe(0);
    await advance(1);
    expect(runs).toBe(1);
    await advance(35);
    expect(runs).toBe(2);
    await advance(75);
    expect(runs).toBe(4);
    expect(finished).toBe(3);
    const stopping = s.stop();
    await advance(15);
    await stopping;
    expect(finished).toBe(4);
    await advance(1000);
    expect(runs).toBe(4);
  });

  it('runs a job again at once while its work answers AGAIN, then waits the period; stop ends the run of passes', async () => {
    const s = createScheduler(silent);
    const starts: number[] = [];
    let left = 3;
    s.every('backlog', 1000, async () => {
      starts.push(Date.now());
      await sleep(10);
      if (left > 0) {
        left -= 1;
        return AGAIN;
      }
      return 'done';
    });
    const t0 = Date.now();
    s.start();
    await advance(1000 + 4 * 10 + 5);
    // The first pass after the period, three more at once (each after its own 10 ms and a timer of 0, which Node
    // rounds to 1 ms), then the period again.
    expect(starts.map((t) => t - t0)).toEqual([1000, 1011, 1022, 1033]);
    await advance(1000);
    expect(starts).toHaveLength(5);
    expect(starts[4]! - t0).toBe(1043 + 1000);
    left = 1_000_000;
    await advance(100);
    const runs = starts.length;
    const stopping = s.stop();
    await advance(10);
    await stopping;
    await advance(5000);
    expect(starts.length).toBeLessThanOrEqual(runs + 1);
  });

  it('never overlaps a job with itself, even with runNow', async () => {
    const s = createScheduler(silent);
    let active = 0;
    let most = 0;
    const job = s.every(
      'slow',
      5,
      async () => {
        active += 1;
        most = Math.max(most, active);
        await sleep(20);
        active -= 1;
      },
      { immediate: true },
    );
    s.start();
    const both = Promise.all([job.runNow(), job.runNow()]);
    await advance(80);
    await both;
    const stopping = s.stop();
    await advance(20);
    await stopping;
    expect(most).toBe(1);
    expect(job.stats().runs).toBeGreaterThanOrEqual(3);
  });

  it('counts failures, keeps the job going and reports stats', async () => {
    const errors: unknown[] = [];
    const s = createScheduler({ error: (o: unknown) => errors.push(o) });
    let n = 0;
    s.every('flaky', 10, () => {
      n += 1;
      if (n % 2 === 1) throw new Error(`boom ${n}`);
    });
    s.start();
    await advance(75);
    await s.stop();
    expect(n).toBe(7);
    const [stats] = s.stats();
    expect(stats).toMatchObject({ name: 'flaky', every_ms: 10, runs: 7, failures: 4, last_error: 'Error: boom 7' });
    expect(errors).toHaveLength(4);
  });

  it('refuses two jobs with one name; a job added after start starts at once', async () => {
    const s = createScheduler(silent);
    s.every('a', 1000, () => {});
    expect(() => s.every('a', 1000, () => {})).toThrow(/already/);
    s.start();
    let ran = 0;
    s.every('late', 5, () => {
      ran += 1;
    });
    await advance(5);
    expect(ran).toBe(1);
    await s.stop();
  });
});
