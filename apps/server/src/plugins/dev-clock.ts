/**
 * `POST /api/dev/clock {hours}`: moves the platform clock forward (development and browser journeys only, with
 * DEV_CLOCK set; the route does not exist in production) and only for a signed-in super admin: moving time makes
 * every sweeper settle what falls due, so a stranger on a shared test server must not drive it. A journey that needs tomorrow (a mining yield) moves the
 * clock a day and lets the sweepers run, instead of waiting a day. It moves time only: no price, balance or result.
 */
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../envelope';
import type { Clock } from '../platform/clock';

const Body = z.object({
  hours: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 31),
});
const Answer = z.object({ now: z.number().int() });

export function registerDevClock(app: FastifyInstance, clock: Clock, requireAdmin: preValidationAsyncHookHandler) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/clock',
    {
      preValidation: requireAdmin,
      schema: { tags: ['platform'], body: Body, response: { 200: envelope(Answer) } },
    },
    async (req) => {
      clock.advance(req.body.hours * 3_600_000);
      return ok({ now: clock.now() });
    },
  );
}
