/** The platform clock: real time by default, a chosen start outside production, forward-only moves. */
import { describe, expect, it } from 'vitest';
import { createClock } from './clock';

describe('platform clock', () => {
  it('follows the real clock, from a chosen start when given', () => {
    let real = 1_000;
    const plain = createClock({ adjustable: false, real: () => real });
    const shifted = createClock({ start: 50_000, adjustable: true, real: () => real });
    real = 1_500;
    expect(plain.now()).toBe(1_500);
    expect(shifted.now()).toBe(50_500);
  });

  it('moves forward only, and never when not adjustable (production)', () => {
    const real = 1_000;
    const dev = createClock({ adjustable: true, real: () => real });
    dev.advance(86_400_000);
    expect(dev.now()).toBe(86_401_000);
    expect(() => dev.advance(-1)).toThrow(/forward/);
    expect(() => dev.advance(0)).toThrow(/forward/);
    expect(() => dev.advance(Number.NaN)).toThrow(/forward/);
    const prod = createClock({ adjustable: false, real: () => real });
    expect(() => prod.advance(1)).toThrow(/production/);
    expect(prod.now()).toBe(1_000);
  });
});
