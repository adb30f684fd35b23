import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type RunningServer, spawnServer } from './spawn-server';

export type { RunningServer };

/** What the e2e project's global setup (support/journey-server.ts) shares with the journeys. */
export type SharedServer = { url: string; dataDir: string; logFile: string };

declare module 'vitest' {
  export interface ProvidedContext {
    journeyServer: SharedServer | undefined;
  }
}

/**
 * The server a journey runs against. A journey with no settings of its own shares the one server the e2e
 * project's global setup started (a cold start seeds demo data and market history: 17 s or more each, twice the
 * time of many journeys); its `stop` leaves that server running. A journey that needs its own settings, or a
 * state no other journey may touch (`own`), gets a server of its own.
 */
export async function startServer(
  env: Record<string, string> = {},
  opts: { own?: boolean } = {},
): Promise<RunningServer> {
  const shared = Object.keys(env).length === 0 && !opts.own ? inject('journeyServer') : undefined;
  if (!shared) return spawnServer(env);
  return {
    url: shared.url,
    dataDir: shared.dataDir,
    logs: () => readFileSync(shared.logFile, 'utf8'),
    stop: async () => {},
  };
}
