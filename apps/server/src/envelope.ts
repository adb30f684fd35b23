import { z } from 'zod';

/** A success envelope: `{type: 'ok', message: payload}`. */
export function ok<T>(message: T): { type: 'ok'; message: T } {
  return { type: 'ok', message };
}

const errorEnvelope = z.object({ type: z.enum(['error', '999', '998']), message: z.string() });

/**
 * The response schema of a route: the ok envelope around its payload, or an error envelope (the error handler
 * answers on the same HTTP 200). The serializer strips anything the payload schema does not declare.
 */
export function envelope<T extends z.ZodType>(payload: T) {
  return z.union([z.object({ type: z.literal('ok'), message: payload }), errorEnvelope]);
}

/** Time on the wire for the spec's client: `YYYY-MM-DD HH:mm:ss` in UTC. */
export function wireTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
