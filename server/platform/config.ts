import { isIP } from 'node:net';
import path from 'node:path';
import type { AppEnv } from '../../engine/regions/types';

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
   * minutes; null: the default of server/accounts/auth-plugin.ts (30). Raised where many people share one
   * address (an office behind NAT) or a browser test suite logs in from 127.0.0.1 all along.
   */
  authRateLimitPerIp: number | null;
  /** STORAGE_URL: the S3-compatible bucket of the uploaded documents; null: the folder DATA_DIR/uploads. */
  storage: StorageLocation | null;
}

/**
 * Where the documents go with STORAGE_URL (issue 25): every instance reads and writes the same bucket.
 *
 *   s3://[ACCESS_KEY_ID:SECRET_ACCESS_KEY@]BUCKET[/PREFIX][?endpoint=URL&region=REGION&forcePathStyle=true]
 *
 * Without user info, the AWS SDK finds the credentials itself (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a
 * profile, an instance or task role). `endpoint` names an S3-compatible server (MinIO, Ceph, R2, ...; absent: AWS
 * S3); `region` defaults to AWS_REGION, else us-east-1; `forcePathStyle=true` puts the bucket in the path
 * (http://host/bucket/key), which most S3-compatible servers need.
 */
export interface StorageLocation {
  bucket: string;
  /** Prepended to every key: '' or ending in '/'. */
  prefix: string;
  endpoint: string | null;
  region: string;
  forcePathStyle: boolean;
  /** From the URL's user info; null: the SDK's own credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
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
    storage: readStorageUrl(env.STORAGE_URL, env.AWS_REGION),
  };
}

const STORAGE_URL_FORM = 's3://[ACCESS_KEY_ID:SECRET_ACCESS_KEY@]BUCKET[/PREFIX][?endpoint=URL&region=REGION&forcePathStyle=true]';
/** S3's rule for bucket names that work in both URL styles: 3-63 lower-case letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const STORAGE_PARAMETERS = new Set(['endpoint', 'region', 'forcePathStyle']);

/** STORAGE_URL as a StorageLocation; an empty value is none. Never echoes the secret in an error. */
export function readStorageUrl(value: string | undefined, awsRegion?: string): StorageLocation | null {
  const raw = value?.trim();
  if (!raw) return null;
  const wrong = (why: string) => new ConfigError(`STORAGE_URL ${why}: ${STORAGE_URL_FORM}`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw wrong('is not a URL');
  }
  if (url.protocol !== 's3:') throw wrong('must start with s3://');
  const bucket = url.hostname;
  if (!BUCKET_NAME.test(bucket)) throw wrong(`names no valid bucket ("${bucket}")`);
  if (Boolean(url.username) !== Boolean(url.password)) throw wrong('must give both the access key id and the secret, or neither');
  if (url.hash) throw wrong('has no #fragment');
  for (const name of url.searchParams.keys()) {
    if (!STORAGE_PARAMETERS.has(name)) throw wrong(`has an unknown parameter "${name}"`);
  }
  const endpoint = url.searchParams.get('endpoint');
  if (endpoint !== null && !/^https?:\/\/[^/?#]+\/?$/.test(endpoint)) throw wrong('endpoint must be an http(s) address with no path');
  const forcePathStyle = url.searchParams.get('forcePathStyle');
  if (forcePathStyle !== null && forcePathStyle !== 'true' && forcePathStyle !== 'false') throw wrong('forcePathStyle must be true or false');
  const prefix = decodeURIComponent(url.pathname.replace(/^\/+/, ''));
  return {
    bucket,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    endpoint: endpoint?.replace(/\/$/, '') ?? null,
    region: url.searchParams.get('region') || awsRegion?.trim() || 'us-east-1',
    forcePathStyle: forcePathStyle === 'true',
    credentials: url.username ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) } : null,
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
