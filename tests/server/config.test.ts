import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, listeningUrl, readConfig, readStorageUrl, tileUrlOrigin } from '../../server/platform/config';

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

  it('MAP_TILE_URL: none by default, a {z}/{x}/{y} template on http(s), its origin for the CSP', () => {
    expect(readConfig({}).mapTileUrl).toBeNull();
    expect(readConfig({ MAP_TILE_URL: ' ' }).mapTileUrl).toBeNull();
    expect(readConfig({ MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' }).mapTileUrl).toBe('https://{s}.tile.example.org/{z}/{x}/{y}.png');
    expect(() => readConfig({ MAP_TILE_URL: 'https://tile.example.org/tiles.png' })).toThrow(/MAP_TILE_URL.*\{z\}/);
    expect(() => readConfig({ MAP_TILE_URL: 'javascript:{z}{x}{y}' })).toThrow(/MAP_TILE_URL/);
    expect(tileUrlOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileUrlOrigin('http://127.0.0.1:18131/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:18131');
  });

  it('STORAGE_URL: none by default (documents in DATA_DIR/uploads); a bucket with its prefix, endpoint, region, path style and key', () => {
    expect(readConfig({}).storage).toBeNull();
    expect(readConfig({ STORAGE_URL: ' ' }).storage).toBeNull();
    expect(readStorageUrl('s3://AKIA1:se%2Fcret@portal-docs/uploads/eu?endpoint=http://127.0.0.1:9000/&region=eu-west-2&forcePathStyle=true')).toEqual({
      bucket: 'portal-docs',
      prefix: 'uploads/eu/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-2',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'se/cret' },
    });
    // AWS S3 itself, credentials from the SDK's chain (AWS_ACCESS_KEY_ID..., a role), region from AWS_REGION.
    expect(readConfig({ STORAGE_URL: 's3://portal-docs', AWS_REGION: 'eu-central-1' }).storage).toEqual({
      bucket: 'portal-docs',
      prefix: '',
      endpoint: null,
      region: 'eu-central-1',
      forcePathStyle: false,
      credentials: null,
    });
    expect(readStorageUrl('s3://portal-docs')!.region).toBe('us-east-1');
  });

  it('STORAGE_URL: refuses what it cannot use, saying which and never echoing the secret', () => {
    const refusals: [string, RegExp][] = [
      ['https://portal-docs.s3.amazonaws.com', /must start with s3:\/\//],
      ['s3://Portal_Docs', /no valid bucket/],
      ['s3://ak@portal-docs', /both the access key id and the secret/],
      ['s3://portal-docs?endpont=http://x', /unknown parameter "endpont"/],
      ['s3://portal-docs?endpoint=ftp://x', /endpoint must be an http\(s\) address/],
      ['s3://portal-docs?endpoint=http://x/path', /endpoint must be an http\(s\) address/],
      ['s3://portal-docs?forcePathStyle=yes', /forcePathStyle must be true or false/],
    ];
    for (const [value, message] of refusals) {
      expect(() => readConfig({ STORAGE_URL: value }), value).toThrow(message);
    }
    expect(() => readConfig({ STORAGE_URL: 's3://AK:TopSecret1@Bad_Bucket' })).toThrow(ConfigError);
    try {
      readConfig({ STORAGE_URL: 's3://AK:TopSecret1@Bad_Bucket' });
    } catch (err) {
      expect((err as Error).message).not.toContain('TopSecret1');
    }
  });

  it('refuses values it cannot use, saying which', () => {
    expect(() => readConfig({ APP_ENV: 'staging' })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => readConfig({ SEED: 'yes' })).toThrow(/SEED/);
  });
});

describe('PUBLIC_URL and TRUST_PROXY', () => {
  it('default to the listening address (null: known once listening) and trusting no proxy', () => {
    expect(readConfig({})).toMatchObject({ publicUrl: null, trustProxy: false });
    expect(listeningUrl('127.0.0.1', 41234)).toBe('http://127.0.0.1:41234');
    expect(listeningUrl('0.0.0.0', 8080)).toBe('http://127.0.0.1:8080');
    expect(listeningUrl('::1', 8080)).toBe('http://[::1]:8080');
  });

  it('take a public origin, without the trailing slash', () => {
    expect(readConfig({ PUBLIC_URL: 'https://portal.example.com/' }).publicUrl).toBe('https://portal.example.com');
    expect(readConfig({ PUBLIC_URL: ' http://10.0.0.5:8080 ' }).publicUrl).toBe('http://10.0.0.5:8080');
    expect(readConfig({ PUBLIC_URL: 'HTTPS://Portal.Example.com:443' }).publicUrl).toBe('https://portal.example.com');
  });

  it.each([
    ['portal.example.com', /absolute URL/],
    ['ftp://portal.example.com', /http:\/\/ or https:\/\//],
    ['https://portal.example.com/app', /origin only/],
    ['https://portal.example.com/?x=1', /origin only/],
    ['https://portal.example.com/#top', /origin only/],
    ['https://user:pw@portal.example.com', /origin only/],
  ])('refuses PUBLIC_URL=%s with a sentence', (value, message) => {
    expect(() => readConfig({ PUBLIC_URL: value })).toThrow(ConfigError);
    expect(() => readConfig({ PUBLIC_URL: value })).toThrow(message);
  });

  it('reads TRUST_PROXY as true, a hop count or a list of proxy addresses', () => {
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', '::1', 'loopback']);
  });

  it.each(['yes', 'proxy.example', '10.0.0.0/33', '10.0.0.1,', '-1'])('refuses TRUST_PROXY=%s with a sentence', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be "true", a hop count or a comma-separated list/);
  });

  it('reads AUTH_RATE_LIMIT_PER_IP as a whole number above 0, and refuses anything else with a sentence', () => {
    expect(readConfig({}).authRateLimitPerIp).toBeNull();
    expect(readConfig({ AUTH_RATE_LIMIT_PER_IP: '1000' }).authRateLimitPerIp).toBe(1000);
    for (const value of ['0', '-5', '2.5', 'many']) {
      expect(() => readConfig({ AUTH_RATE_LIMIT_PER_IP: value })).toThrow(/AUTH_RATE_LIMIT_PER_IP must be a whole number above 0/);
    }
  });
});
