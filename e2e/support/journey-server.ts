/**
 * Global setup of the e2e project: one server on the default settings for every journey that asks for no settings
 * of its own (support/server.ts `startServer`). Journeys run one file at a time, each with its own users.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnServer } from './spawn-server';

export default async function setup(project: TestProject) {
  const logFile = join(tmpdir(), `journey-server-${process.pid}.log`);
  const server = await spawnServer({}, logFile);
  project.provide('journeyServer', { url: server.url, dataDir: server.dataDir, logFile });
  return async () => {
    await server.stop();
    rmSync(logFile, { force: true });
  };
}
