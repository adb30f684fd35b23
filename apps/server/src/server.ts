/** Entry point: load config, build the app, listen, print the addresses, stop cleanly on SIGINT/SIGTERM. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Cannot start: bad environment variables\n  ${error.problems.join('\n  ')}`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const base = config.publicUrl;
  console.log(
    [
      '',
      `  mobile app  ${base}/h5/`,
      `  back office ${base}/admin/`,
      `  API docs    ${base}/api/docs`,
      `  database    ${config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite ${config.database.dataDir ?? '(memory)'}`}`,
      config.demo ? '  demo mode   on (admin@example.com / Admin12345)' : '  demo mode   off',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
