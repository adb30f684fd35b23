import { z } from 'zod';

/**
 * `POST /api/first-screen`: the calls a screen makes before it can show anything, sent as one request by the web
 * client's boot script (apps/web/boot/boot.js, the calls of apps/web/first-screens.ts). On a phone over HTTP/1.1 a
 * page has six connections and each request holds one for a round trip: home's seven calls took two rounds in
 * front of its texts and pictures, one request takes one. The server runs each call as if it had come on its own
 * (same route, hooks, rate limit, caller and token) and answers each one's status and body in order.
 */
export const FIRST_SCREEN_PATHS = [
  '/getSiteConfig',
  '/banner/list',
  '/news/list',
  '/news/index_pop',
  '/menu',
  '/market/hot',
  '/market/detail',
  '/currency/quotation_new',
  '/currency/new_timeshar',
  '/coin/pairs',
  '/coin/depth',
  '/coin/trades',
  '/wallet/getRateCurrency',
  '/wallet/list',
] as const;

export const FIRST_SCREEN_MAX_CALLS = 8;

const CallValue = z.union([z.string().max(200), z.number().finite(), z.boolean()]);

export const FirstScreenCall = z.object({
  method: z.enum(['GET', 'POST']),
  path: z.enum(FIRST_SCREEN_PATHS),
  /** The call's query (GET) or JSON body (POST). */
  data: z
    .record(z.string().min(1).max(40), CallValue)
    .refine((d) => Object.keys(d).length <= 12, 'at most 12 fields')
    .optional(),
});
export type FirstScreenCall = z.infer<typeof FirstScreenCall>;

export const FirstScreenBody = z.object({ calls: z.array(FirstScreenCall).min(1).max(FIRST_SCREEN_MAX_CALLS) });
export type FirstScreenBody = z.infer<typeof FirstScreenBody>;

/** Each call's HTTP status and its answer as that route gives it (its own envelope). */
export const FirstScreenAnswer = z.object({ status: z.number().int(), body: z.unknown() });
export const FirstScreenAnswers = z.array(FirstScreenAnswer);
export type FirstScreenAnswer = z.infer<typeof FirstScreenAnswer>;
