/** The platform's own answers: health (public) and the back office's view of jobs, sweepers and channels. */
import { z } from 'zod';

export const SweeperStatus = z.object({
  name: z.string(),
  /** Age of the oldest due, unsettled row at the last pass (ms; 0 when nothing waits). */
  lag_ms: z.number(),
  backlog: z.number().int(),
  settled: z.number().int(),
  failed: z.number().int(),
  last_run_at: z.number().nullable(),
  last_error: z.string().nullable(),
});
export type SweeperStatus = z.infer<typeof SweeperStatus>;

export const Health = z.object({
  db: z.enum(['ok', 'down']),
  market: z.enum(['ok', 'down', 'off']),
  uptime_s: z.number(),
  version: z.string(),
  /** Per sweeper: how far behind its due work is. */
  sweepers: z.array(SweeperStatus.pick({ name: true, lag_ms: true, backlog: true })),
});
export type Health = z.infer<typeof Health>;

export const JobStatus = z.object({
  name: z.string(),
  every_ms: z.number(),
  runs: z.number().int(),
  failures: z.number().int(),
  last_run_at: z.number().nullable(),
  last_duration_ms: z.number().nullable(),
  last_error: z.string().nullable(),
  late_ms: z.number(),
});
export type JobStatus = z.infer<typeof JobStatus>;

export const ChannelStatus = z.object({
  name: z.string(),
  owner: z.string(),
  access: z.enum(['public', 'private', 'broadcast']),
  events: z.array(z.string()),
});
export type ChannelStatus = z.infer<typeof ChannelStatus>;

export const PlatformStatus = z.object({
  modules: z.array(z.string()),
  sweepers: z.array(SweeperStatus),
  jobs: z.array(JobStatus),
  channels: z.array(ChannelStatus),
});
export type PlatformStatus = z.infer<typeof PlatformStatus>;
