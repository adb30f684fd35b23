/**
 * The crash suite's clients: one loop per user, each sending the next operation as soon as the last one was
 * answered — spot limit orders on two pairs (prices around the mid, so orders cross and fill), cancels of its own
 * open orders, transfers between its legal and change accounts, USDT withdrawals, and replays of keys it already
 * got an answer for. Every mutating call but a cancel carries an Idempotency-Key.
 *
 * A call whose answer is lost (the server was killed: connection refused, reset, time-out) is "cut": the client
 * sends it again, same key and body, until the server answers, as a real client would. Its final answer is what
 * counts. Everything is drawn from one seeded generator per user, so a seed replays the same operations (not the
 * same interleaving: that depends on the scheduler).
 */
import { div, mul } from '@app/money';
import type { CrashUser } from './seed';
import { PAY_PASSWORD } from './seed';

export type PairInfo = {
  id: number;
  symbol: string;
  currency_id: number;
  legal_id: number;
  tick_size: string;
  lot_size: string;
  min_notional: string;
  now_price: string;
};

export type OpKind = 'place' | 'cancel' | 'transfer' | 'withdraw';

export type OpRecord = {
  kind: OpKind;
  userId: number;
  method: 'POST' | 'PUT';
  path: string;
  body: Record<string, unknown>;
  key?: string;
  /** ok: the client got `type: ok` (acknowledged); refused: a business refusal (`type: error`). */
  outcome: 'ok' | 'refused';
  // biome-ignore lint/suspicious/noExplicitAny: the envelope's message, compared as JSON
  message: any;
  /** Attempts whose answer was lost (0 for most). */
  cut: number;
};

export type LoadStats = {
  acked: number;
  refused: number;
  /** Operations that lost at least one answer to a kill and were sent again. */
  cutOff: number;
  /** Replays of an answered key while the load ran (checked for the same answer). */
  replays: number;
  byKind: Record<OpKind, { ok: number; refused: number }>;
};

/** mulberry32: small, fast, good enough to pick operations reproducibly. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Cut extends Error {}

type Answer = { status: number; text: string };

export type Load = {
  stats: LoadStats;
  records: OpRecord[];
  /** Server errors, unexpected envelopes, replays that answered differently. */
  problems: string[];
  /** Resolves when every client has finished its current operation after stop(). */
  stop(): Promise<void>;
  /** Sends an answered key again and reports a difference (used after the run for every acked keyed op). */
  replay(r: OpRecord): Promise<string | undefined>;
};

/** Sends one call; a lost answer (no connection, reset, time-out, unreadable body) throws Cut. */
async function send(base: string, token: string, method: string, path: string, body: object, key?: string) {
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new Cut();
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw new Cut();
  }
  return { status: res.status, text } satisfies Answer;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function startLoad(opts: {
  base: string;
  users: CrashUser[];
  pairs: PairInfo[];
  seed: number;
  /** Called for every acknowledged operation (the driver waits for a few before each kill). */
  onAck?: () => void;
}): Load {
  const { base, pairs } = opts;
  const records: OpRecord[] = [];
  const problems: string[] = [];
  const stats: LoadStats = {
    acked: 0,
    refused: 0,
    cutOff: 0,
    replays: 0,
    byKind: {
      place: { ok: 0, refused: 0 },
      cancel: { ok: 0, refused: 0 },
      transfer: { ok: 0, refused: 0 },
      withdraw: { ok: 0, refused: 0 },
    },
  };
  let stopping = false;

  /** Sends until answered; answers the envelope, or undefined after a problem (recorded). */
  async function answer(
    user: CrashUser,
    op: Pick<OpRecord, 'method' | 'path' | 'body' | 'key' | 'kind'>,
    counters: { cut: number },
  ): Promise<{ type: string; message: unknown } | undefined> {
    for (;;) {
      let a: Answer;
      try {
        a = await send(base, user.token, op.method, op.path, op.body, op.key);
      } catch (error) {
        if (!(error instanceof Cut)) throw error;
        counters.cut++;
        await sleep(50);
        continue;
      }
      const what = `${op.kind} ${op.path} key=${op.key ?? '-'} body=${JSON.stringify(op.body)}`;
      let env: { type?: unknown; message?: unknown };
      try {
        env = JSON.parse(a.text);
      } catch {
        problems.push(`HTTP ${a.status} without a JSON envelope for ${what}: ${a.text.slice(0, 300)}`);
        return undefined;
      }
      if (a.status >= 500 || (env.type !== 'ok' && env.type !== 'error')) {
        problems.push(`HTTP ${a.status} ${JSON.stringify(env).slice(0, 300)} for ${what}`);
        return undefined;
      }
      return { type: env.type, message: env.message };
    }
  }

  async function replay(r: OpRecord): Promise<string | undefined> {
    const user = opts.users.find((u) => u.id === r.userId);
    if (!user || !r.key) return 'not a keyed operation';
    const env = await answer(user, r, { cut: 0 });
    if (!env) return `replay of ${r.kind} key ${r.key}: no envelope`;
    if (env.type !== 'ok' || JSON.stringify(env.message) !== JSON.stringify(r.message)) {
      return `replay of ${r.kind} key ${r.key} answered ${JSON.stringify(env).slice(0, 400)}; first answer ${JSON.stringify(r.message).slice(0, 400)}`;
    }
    return undefined;
  }

  async function client(user: CrashUser): Promise<void> {
    const random = rng(opts.seed * 1000 + user.index + 1);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const open: string[] = [];
    const keyed: OpRecord[] = [];
    let n = 0;
    const keyOf = () => `crash-${opts.seed}-${user.id}-${++n}`;

    const nextOp = (): Pick<OpRecord, 'kind' | 'method' | 'path' | 'body' | 'key'> | 'replay' => {
      const roll = random();
      if (roll < 0.07 && keyed.length > 0) return 'replay';
      if (roll < 0.27 && open.length > 0) {
        const id = open.splice(Math.floor(random() * open.length), 1)[0]!;
        return { kind: 'cancel', method: 'PUT', path: '/api/coin/trade', body: { id } };
      }
      if (roll < 0.42) {
        const toLegal = random() < 0.5;
        const number = String(1 + Math.floor(random() * 300));
        return {
          kind: 'transfer',
          method: 'POST',
          path: '/api/wallet/change',
          key: keyOf(),
          body: {
            currency_id: 3,
            number,
            from_field: toLegal ? 'change' : 'legal',
            to_field: toLegal ? 'legal' : 'change',
          },
        };
      }
      if (roll < 0.5) {
        return {
          kind: 'withdraw',
          method: 'POST',
          path: '/api/wallet/out',
          key: keyOf(),
          body: {
            currency: 3,
            network: 'TRC20',
            number: String(10 + Math.floor(random() * 20)),
            target_type: 'address',
            target_id: user.addressId,
            pay_password: PAY_PASSWORD,
          },
        };
      }
      const pair = pick(pairs);
      const midTicks = Number(div(pair.now_price, pair.tick_size, 0, 'floor'));
      // ±0.3 % around the mid: most orders rest, many cross.
      const spread = Math.max(3, Math.floor(midTicks * 0.003));
      const ticks = midTicks + Math.floor(random() * (2 * spread + 1)) - spread;
      const price = mul(String(ticks), pair.tick_size);
      const minLots = Number(div(mul(pair.min_notional, '1.5'), mul(price, pair.lot_size), 0, 'ceil'));
      const amount = mul(String(minLots * (1 + Math.floor(random() * 3))), pair.lot_size);
      return {
        kind: 'place',
        method: 'POST',
        path: '/api/coin/trade',
        key: keyOf(),
        body: {
          currency_id: pair.currency_id,
          legal_id: pair.legal_id,
          type: random() < 0.5 ? 1 : 2,
          target_price: price,
          amount,
        },
      };
    };

    while (!stopping) {
      const op = nextOp();
      if (op === 'replay') {
        stats.replays++;
        const problem = await replay(pick(keyed));
        if (problem) problems.push(`during the run: ${problem}`);
        continue;
      }
      const counters = { cut: 0 };
      const env = await answer(user, op, counters);
      if (counters.cut > 0) stats.cutOff++;
      if (!env) continue;
      const outcome = env.type === 'ok' ? 'ok' : 'refused';
      const record: OpRecord = { ...op, userId: user.id, outcome, message: env.message, cut: counters.cut };
      records.push(record);
      stats.byKind[op.kind][outcome]++;
      if (outcome === 'ok') {
        stats.acked++;
        opts.onAck?.();
        if (op.key) keyed.push(record);
        const m = env.message as { id?: string; status?: string };
        if (op.kind === 'place' && m.id && (m.status === 'open' || m.status === 'partial')) open.push(m.id);
      } else {
        stats.refused++;
      }
    }
  }

  const running = Promise.all(opts.users.map((u) => client(u)));
  return {
    stats,
    records,
    problems,
    async stop() {
      stopping = true;
      await running;
    },
    replay,
  };
}
