import type { Cmd } from './stream';

/**
 * One implementation under test. `prepare` turns the stream into that library's call arguments (outside the
 * timed loop, rebuilt for every pass so no library sees objects mutated by an earlier pass); `step(i)` runs
 * command i; `summary` gives the final book so the parent can check all implementations did comparable work.
 */
export interface Runner {
  step(i: number): void;
  summary(): { resting: number; bidQty: number; askQty: number };
}

export interface Adapter {
  name: string;
  /** How the stream maps onto this library, printed under the table. */
  notes: string[];
  create(cmds: Cmd[]): Promise<Runner> | Runner;
}

/** The protection band as an IOC limit price: exactly our market-order rule (floor for buys, ceil for sells). */
export function bandPrice(side: 0 | 1, ref: number, bps: number): number {
  return side === 0 ? Math.floor((ref * (10_000 + bps)) / 10_000) : Math.ceil((ref * (10_000 - bps)) / 10_000);
}

export async function loadAdapter(name: string): Promise<Adapter> {
  if (name === 'ours') return (await import('./adapter-ours')).oursAdapter;
  if (name === 'hft-limit-order-book') return (await import('./adapter-fasenderos')).hftAdapter;
  if (name === 'nodejs-order-book') return (await import('./adapter-fasenderos')).nodejsAdapter;
  throw new Error(`unknown implementation ${name}`);
}
