/**
 * The bound on the contracts queue's own chains of commands. A fired trigger or a liquidation check that finds
 * nothing to do puts its positions back into the book (resync), and putting a position back may queue another
 * check: one inverted test there makes a chain that never ends. PGlite answers in microtasks, so such a chain never
 * lets a timer run, and the process (or a test file) hangs without a word: Vitest's own timeouts are timers too.
 *
 * So the queue lets timers and I/O run every few commands, and a chain of commands the queue gave itself that
 * changed no position stops with an error once it is longer than any real burst (every fired trigger of a tick
 * settles something; a check that finds its group healthy is not asked again until something changes).
 */
export const COMMANDS_PER_TURN = 32;
export const IDLE_CHAIN_LIMIT = 200;

const turnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export type QueueGuard = ReturnType<typeof createQueueGuard>;

export function createQueueGuard(limits: { perTurn?: number; idleChain?: number } = {}) {
  const perTurn = limits.perTurn ?? COMMANDS_PER_TURN;
  const idleChain = limits.idleChain ?? IDLE_CHAIN_LIMIT;
  let sinceTurn = 0;
  let idle = 0;
  let tripped: Error | undefined;
  return {
    /** Before each command: now and then, one turn of the event loop. */
    async pace(): Promise<void> {
      sinceTurn += 1;
      if (sinceTurn < perTurn) return;
      sinceTurn = 0;
      await turnOfTheLoop();
    },
    /** Before a command the queue gave itself (a fired trigger, a liquidation check): throws past the bound. */
    check(what: string): void {
      if (idle < idleChain) return;
      idle = 0;
      tripped = new Error(
        `contracts: ${idleChain} commands in a row the queue gave itself changed nothing (the last: ${what}); ` +
          'a loop that never ends was stopped',
      );
      throw tripped;
    },
    /** After a command the queue gave itself: whether it changed any position. */
    done(changed: boolean): void {
      idle = changed ? 0 : idle + 1;
    },
    /** The error of a bound that tripped since the last call, if any. */
    takeTripped(): Error | undefined {
      const e = tripped;
      tripped = undefined;
      return e;
    },
  };
}
