import { isIP } from 'node:net';
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
  /**
   * The origin people use (PUBLIC_URL): e-mail links are built on it, cross-site requests are
   * refused against it, and an https one makes the session cookie Secure and sends HSTS.
   * null: the listening address (listeningUrl), known once the server listens.
   */
  publicUrl: string | null;
  /** Fastify's trustProxy (TRUST_PROXY): which hops' X-Forwarded-* headers are believed. */
  trustProxy: TrustProxy;
  /** MAP_TILE_URL: a tile server template (https://tile.example.org/{z}/{x}/{y}.png) for the booking map; null: no embedded map. */
  mapTileUrl: string | null;
  /**
   * AUTH_RATE_LIMIT_PER_IP: logins (and the other account actions) one IP address may make in 10
   * minutes; null: the default of server/plugins/auth.ts (30). Raised where many people share one
   * address (an office behind NAT) or a browser test suite logs in from 127.0.0.1 all along.
   */
  authRateLimitPerIp: number | null;
}

/** `true` (every hop), a hop count, or the proxies' addresses/CIDR ranges; false: none. */
export type TrustProxy = boolean | number | string[];

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
    publicUrl: readPublicUrl(env.PUBLIC_URL),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    mapTileUrl: readMapTileUrl(env.MAP_TILE_URL),
    authRateLimitPerIp: readPositiveInteger('AUTH_RATE_LIMIT_PER_IP', env.AUTH_RATE_LIMIT_PER_IP),
  };
}

function readPositiveInteger(name: string, value: string | undefined): number | null {
  const raw = value?.trim();
  if (!raw) return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} must be a whole number above 0, not "${raw}"`);
  return n;
}

/** An absolute http(s) URL with no path, query, fragment or credentials, as its origin (no trailing slash). */
function readPublicUrl(value: string | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute URL such as https://portal.example.com, not "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL must start with http:// or https://, not "${raw}"`);
  }
  if (url.username || url.password || url.search || url.hash || raw.endsWith('?') || raw.endsWith('#') || url.pathname !== '/') {
    throw new ConfigError(`PUBLIC_URL must be an origin only (scheme, host and port), with no path, query or fragment: "${raw}"`);
  }
  return url.origin;
}

function readTrustProxy(value: string | undefined): TrustProxy {
  const raw = value?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be "true", a hop count or a comma-separated list of proxy addresses (10.0.0.1, 10.0.0.0/8, loopback), not "${raw}"`,
    );
  }
  return entries;
}

/** An IP address, a CIDR range, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string): boolean {
  if (entry === 'loopback' || entry === 'linklocal' || entry === 'uniquelocal') return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** The address a server listening on host:port is opened at (0.0.0.0 and :: shown as 127.0.0.1). */
export function listeningUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

/** A tile URL template with {z}, {x} and {y} (and maybe {s}, {r}) on http(s); an empty value is none. */
function readMapTileUrl(value: string | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  const missing = ['{z}', '{x}', '{y}'].filter((part) => !raw.includes(part));
  if (missing.length) throw new ConfigError(`MAP_TILE_URL must contain ${missing.join(', ')} (for example https://tile.example.org/{z}/{x}/{y}.png), not "${raw}"`);
  try {
    const url = new URL(tileUrlOrigin(raw).replace('*.', 'a.'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
  } catch {
    throw new ConfigError(`MAP_TILE_URL must be an http(s) URL template, not "${raw}"`);
  }
  return raw;
}

/** The origin of a tile URL template for the Content-Security-Policy: a `{s}` subdomain becomes `*.`. */
export function tileUrlOrigin(template: string): string {
  const match = /^(https?:\/\/)([^/]+)/i.exec(template);
  if (!match) return template;
  return `${match[1]}${match[2].replace(/\{s\}\./, '*.')}`.toLowerCase();
}
