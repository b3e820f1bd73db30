import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config';

describe('readConfig', () => {
  it('has safe defaults: loopback, 8080, embedded database seeded with demo data, production', () => {
    const c = readConfig({}, '/srv/portal');
    expect(c).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('/srv/portal/data'),
      regionsDir: path.resolve('/srv/portal/regions'),
      databaseUrl: null,
      appEnv: 'production',
      seed: 'demo',
    });
  });

  it('never seeds an external PostgreSQL unless SEED=demo is set', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://u@h/db' }).seed).toBe('none');
    expect(readConfig({ DATABASE_URL: 'postgres://u@h/db', SEED: 'demo' }).seed).toBe('demo');
  });

  it('refuses values it cannot use, saying which', () => {
    expect(() => readConfig({ APP_ENV: 'staging' })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => readConfig({ SEED: 'yes' })).toThrow(/SEED/);
  });
});
