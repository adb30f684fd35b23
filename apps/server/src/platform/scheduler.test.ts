import { describe, expect, it } from 'vitest';
import { createScheduler } from './scheduler';

const silent = { error: () => {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('scheduler', () => {
  it('runs nothing before start, then every period; stop waits for a running pass', async () => {
    const s = createScheduler(silent);
    let runs = 0;
    let finished = 0;
    s.every('count', 20, async () => {
      runs += 1;
      await sleep(15);
      finished += 1;
    });
    await sleep(50);
    expect(runs).toBe(0);
    s.start();
    await sleep(130);
    await s.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(finished).toBe(runs);
    const after = runs;
    await sleep(60);
    expect(runs).toBe(after);
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
    await Promise.all([job.runNow(), job.runNow(), sleep(80)]);
    await s.stop();
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
    await sleep(75);
    await s.stop();
    const [stats] = s.stats();
    expect(stats).toMatchObject({ name: 'flaky', every_ms: 10 });
    expect(stats!.runs).toBe(n);
    expect(stats!.failures).toBe(Math.ceil(n / 2));
    expect(stats!.last_error).toMatch(/^boom \d+$/);
    expect(errors).toHaveLength(stats!.failures);
    expect(n).toBeGreaterThanOrEqual(3);
  });

  it('refuses two jobs with one name; a job added after start starts at once', async () => {
    const s = createScheduler(silent);
    s.every('a', 1000, () => {});
    expect(() => s.every('a', 1000, () => {})).toThrow(/already/);
    s.start();
    let ran = false;
    s.every('late', 5, () => {
      ran = true;
    });
    await sleep(30);
    await s.stop();
    expect(ran).toBe(true);
  });
});
