import { beforeEach, describe, expect, it, vi } from 'vitest';

const started: unknown[] = [];
const fake = { name: 'the app connection' };
vi.mock('./socket', () => ({
  realtime: fake,
  startRealtime: (client: unknown) => started.push(client),
}));

const { withRealtime } = await import('./realtime-lazy');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('withRealtime', () => {
  beforeEach(() => {
    started.length = 0;
  });

  it('starts the connection, hands it over once loaded, and undoes what the user did', async () => {
    const undo = vi.fn();
    const use = vi.fn(() => undo);
    const stop = withRealtime(use);
    expect(use).not.toHaveBeenCalled();
    await settle();
    expect(started).toEqual([fake]);
    expect(use).toHaveBeenCalledWith(fake);
    stop();
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped before the socket arrived', async () => {
    const use = vi.fn(() => () => undefined);
    withRealtime(use)();
    await settle();
    expect(use).not.toHaveBeenCalled();
    expect(started).toEqual([]);
  });
});
