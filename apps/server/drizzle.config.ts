import { defineConfig } from 'drizzle-kit';

// Each feature owns its tables in src/modules/<feature>/<feature>.tables.ts; migrations are generated into
// ./drizzle with `npm run db:generate` and applied at start by src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/*.tables.ts',
  out: './drizzle',
});
