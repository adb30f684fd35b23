import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SERVER_ROOT } from './config';

describe('config', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      nodeEnv: 'development',
      demo: true,
      logLevel: 'info',
      rateLimitMax: 600,
      adminTokenTtlHours: 12,
      publicUrl: 'http://localhost:8080',
      database: { kind: 'pglite', dataDir: `${SERVER_ROOT}/data/pglite` },
      webDist: SERVER_ROOT.replace(/server$/, 'web/dist'),
      adminDist: SERVER_ROOT.replace(/server$/, 'admin/dist'),
    });
  });

  it('chooses the database from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: null });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
    });
  });

  it('never enables demo data in production', () => {
    const key = 'k'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY: key }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: 'true', SECRET_KEY: key }).demo).toBe(false);
  });

  it('needs SECRET_KEY (32+ characters) in production; a dev key elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'short' })).toThrow(/SECRET_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'k'.repeat(32) }).secretKey).toBe('k'.repeat(32));
    expect(loadConfig({}).secretKey.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DEMO: 'false' }).demo).toBe(false);
  });

  it('names every bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', NODE_ENV: 'staging', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('NODE_ENV');
      expect(message).toContain('DATABASE_URL');
    }
  });
});
