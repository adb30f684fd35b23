import { defineConfig } from 'vitest/config';

// One runner for every suite so the totals line covers all of them.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'money', root: 'packages/money', include: ['src/**/*.test.ts'] } },
      { test: { name: 'pricelog', root: 'packages/pricelog', include: ['src/**/*.test.ts'] } },
      { test: { name: 'api', root: 'packages/api', include: ['src/**/*.test.ts'] } },
      { test: { name: 'i18n', root: 'packages/i18n', include: ['src/**/*.test.ts'] } },
      // A test here starts a nested vitest run, which takes seconds on a busy machine.
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'], testTimeout: 60_000 } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          // A test app with demo data on a loaded 2-core machine took over 60 s to start (migrations, seed).
          hookTimeout: 180_000,
          // Files share their worker process: a fresh process per file re-imported the whole app and compiled
          // PGlite's WASM again, about half of this project's time. Every file builds and closes its own app and
          // database, so nothing but the compiled code is shared (docs/decisions.md, "A test run half as long").
          isolate: false,
        },
      },
      // The crash suite: a server child process SIGKILLed under load on PostgreSQL (apps/server/src/crash). Its own
      // project so .ci/run's second pass over `server` on PostgreSQL does not run it twice.
      {
        test: {
          name: 'crash',
          root: 'apps/server',
          include: ['src/crash/**/*.crash.ts'],
          // ~1.5–3.5 min here depending on the machine's load; the limit only guards against a hang.
          testTimeout: 480_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // jsdom renders of antd screens take seconds on a loaded 2-core machine; the limit only guards a hang.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'admin',
          root: 'apps/admin',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // jsdom renders of antd screens take seconds on a loaded 2-core machine; the limit only guards a hang.
          testTimeout: 30_000,
        },
      },
      { test: { name: 'checks', root: 'checks', include: ['**/*.check.ts'], testTimeout: 300_000 } },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          globalSetup: ['support/journey-server.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
