/**
 * The socket.io connection itself (docs/realtime.md), owned by the platform's channel registry: `sub`/`unsub` to a
 * capability's channel (each capability's events.ts has its channel names and subscribe payload), `login` to join
 * the user's private room, and `ping`/`pong`.
 */
import { z } from 'zod';

export { REALTIME_EVENTS, type RealtimeEvent } from './event-names';

/** The ack of every `sub`/`unsub`: `message` is translated (the handshake's `auth.lang` or `lang` query). */
export const SubscribeAck = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type SubscribeAck = z.infer<typeof SubscribeAck>;

/** `login {token}` (a `Bearer ` prefix is accepted); a refused login leaves the private rooms too. */
export const LoginMessage = z.object({ token: z.string() });
export type LoginMessage = z.infer<typeof LoginMessage>;
export const LoginAck = z.object({ ok: z.boolean() });
export type LoginAck = z.infer<typeof LoginAck>;

/** `ping` is acked with this, and the same is sent as `pong`. */
export const Pong = z.object({ t: z.number(), echo: z.unknown() });
export type Pong = z.infer<typeof Pong>;
