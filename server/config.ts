import path from 'node:path';
import type { AppEnv } from '../engine/regions/types';

/** Everything the server reads from the environment, in one place (README documents each). */
export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  regionsDir: string;
  appEnv: AppEnv;
  /** 'demo' seeds demo data; 'none' never seeds. */
  seed: 'demo' | 'none';
  smtpUrl: string | null;
}

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const appEnv = env.APP_ENV ?? 'production';
  if (appEnv !== 'production' && appEnv !== 'test') {
    throw new ConfigError(`APP_ENV must be "production" or "test", not "${appEnv}"`);
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, not "${env.PORT}"`);
  }
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  // The embedded database is seeded by default; an external one only when asked, so a
  // production PostgreSQL never receives demo accounts by accident.
  const seedEnv = env.SEED?.trim();
  if (seedEnv && seedEnv !== 'demo' && seedEnv !== 'none') {
    throw new ConfigError(`SEED must be "demo" or "none", not "${seedEnv}"`);
  }
  const seed = (seedEnv as 'demo' | 'none' | undefined) ?? (databaseUrl ? 'none' : 'demo');
  return {
    host: env.HOST || '127.0.0.1',
    port,
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl,
    regionsDir: path.resolve(cwd, env.REGIONS_DIR || 'regions'),
    appEnv,
    seed,
    smtpUrl: env.SMTP_URL?.trim() || null,
  };
}
