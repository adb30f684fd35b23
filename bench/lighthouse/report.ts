import type { Result } from 'lighthouse';

/** What the table reads from one Lighthouse run. Times in ms, bytes as transferred (compressed). */
export type Sample = { score: number; lcp: number; tbt: number; cls: number; jsBytes: number; cpu: number };

/** Issue 11's goal for every page of the mobile preset. */
export const GOAL = { score: 95, lcp: 2000, tbt: 150, cls: 0.05 } as const;

export function sampleOf(lhr: Result): Sample {
  const num = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    if (typeof v !== 'number') throw new Error(`${lhr.requestedUrl}: no ${id} in the report`);
    return v;
  };
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`${lhr.requestedUrl}: no performance score`);
  const summary = lhr.audits['resource-summary']?.details;
  const items =
    summary && 'items' in summary ? (summary.items as Array<{ resourceType?: string; transferSize?: number }>) : [];
  const script = items.find((i) => i.resourceType === 'script');
  if (!script) throw new Error(`${lhr.requestedUrl}: no script row in resource-summary`);
  return {
    score: score * 100,
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    jsBytes: script.transferSize ?? 0,
    cpu: lhr.environment.benchmarkIndex,
  };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Each metric's median on its own: with 3 runs one slow run moves nothing. */
export function medianSample(samples: Sample[]): Sample {
  const of = (k: keyof Sample) => median(samples.map((s) => s[k]));
  return {
    score: of('score'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    jsBytes: of('jsBytes'),
    cpu: of('cpu'),
  };
}

function misses(s: Sample): string[] {
  const out: string[] = [];
  // Lighthouse shows the score rounded; compare what a reader sees.
  if (Math.round(s.score) < GOAL.score) out.push('score');
  if (s.lcp > GOAL.lcp) out.push('LCP');
  if (s.tbt > GOAL.tbt) out.push('TBT');
  if (s.cls > GOAL.cls) out.push('CLS');
  return out;
}

const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(2)}` : '—');

export function table(rows: Array<{ name: string; note?: string; sample: Sample }>, baseline: Sample): string {
  const head = [
    'page'.padEnd(14),
    'score'.padStart(5),
    'LCP s'.padStart(6),
    'TBT ms'.padStart(7),
    'CLS'.padStart(6),
    'JS KB'.padStart(7),
    'LCP×'.padStart(6),
    'TBT×'.padStart(6),
    'JS×'.padStart(6),
    'CPU'.padStart(5),
    '  goal',
  ].join(' ');
  const line = (name: string, s: Sample, goal: string) =>
    [
      name.padEnd(14),
      Math.round(s.score).toString().padStart(5),
      (s.lcp / 1000).toFixed(2).padStart(6),
      Math.round(s.tbt).toString().padStart(7),
      s.cls.toFixed(3).padStart(6),
      (s.jsBytes / 1024).toFixed(0).padStart(7),
      ratio(s.lcp, baseline.lcp).padStart(6),
      ratio(s.tbt, baseline.tbt).padStart(6),
      ratio(s.jsBytes, baseline.jsBytes).padStart(6),
      Math.round(s.cpu).toString().padStart(5),
      `  ${goal}`,
    ].join(' ');
  const body = rows.map(({ name, note, sample }) => {
    const missed = misses(sample);
    const goal = missed.length ? `fail (${missed.join(', ')})` : 'pass';
    return line(name, sample, note ? `${goal}  ${note}` : goal);
  });
  const baseMissed = misses(baseline);
  return [
    head,
    line('baseline', baseline, baseMissed.length ? `fail (${baseMissed.join(', ')})` : 'pass'),
    ...body,
  ].join('\n');
}
