/**
 * Password hashing with node's scrypt (DESIGN.md "Authentication").
 *
 * Stored format (PHC string, self-describing so the parameters can be raised later without
 * breaking existing hashes): `$scrypt$ln=15,r=8,p=1$<salt>$<key>`, salt and key in base64url.
 * ln = log2(N). N = 2^15, r = 8, p = 1 costs about 90 ms and 32 MiB per hash on the reference
 * machine: above the scrypt paper's interactive-login figure (2^14) while keeping a 2-core
 * server able to answer a burst of logins. `needsRehash` tells the login to upgrade a hash
 * made with weaker parameters.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParameters {
  /** log2 of the CPU/memory cost N. */
  ln: number;
  r: number;
  p: number;
}

/** What every new hash uses in production (and what tests/server/auth/password.test.ts checks). */
export const PRODUCTION_SCRYPT_PARAMETERS: ScryptParameters = { ln: 15, r: 8, p: 1 };

/**
 * The work factor of new hashes. Under vitest only, TEST_SCRYPT_LN (vitest.config.ts) lowers it: the
 * suite signs up and logs in thousands of times, and at 2^15 each costs 90 ms and 32 MiB of a
 * two-core machine. Stored hashes name their own parameters, so verification is the same code.
 */
const testLn = process.env.VITEST ? Number(process.env.TEST_SCRYPT_LN) || null : null;
export const CURRENT_SCRYPT_PARAMETERS: ScryptParameters = testLn ? { ...PRODUCTION_SCRYPT_PARAMETERS, ln: testLn } : PRODUCTION_SCRYPT_PARAMETERS;

const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Refuse absurd parameters read from a stored hash (a corrupted row must not exhaust memory).
const MAX_LN = 20;
const MAX_R = 32;
const MAX_P = 16;

function scrypt(password: string, salt: Buffer, keylen: number, params: ScryptParameters): Promise<Buffer> {
  const N = 2 ** params.ln;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    // Node's default limit (32 MiB) is exactly 128 * N * r for ln 15; leave headroom.
    maxmem: 256 * N * params.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scryptCallback(normalize(password), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** The same password typed on two devices may arrive composed or decomposed (é vs e + ´). */
function normalize(password: string): string {
  return password.normalize('NFC');
}

export async function hashPassword(password: string, params: ScryptParameters = CURRENT_SCRYPT_PARAMETERS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, params);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  params: ScryptParameters;
  salt: Buffer;
  key: Buffer;
}

export function parsePasswordHash(stored: string): ParsedHash | null {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,3}),p=(\d{1,3})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(stored);
  if (!match) return null;
  const params = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  if (params.ln < 1 || params.ln > MAX_LN || params.r < 1 || params.r > MAX_R || params.p < 1 || params.p > MAX_P) return null;
  const salt = Buffer.from(match[4], 'base64url');
  const key = Buffer.from(match[5], 'base64url');
  if (salt.length < 8 || key.length < 16) return null;
  return { params, salt, key };
}

/** True when the password matches the stored hash. A malformed or missing hash never matches. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parsePasswordHash(stored) : null;
  if (!parsed) {
    // Same work as a real check, so the answer time does not tell whether the account exists.
    await burnDummyCheck(password);
    return false;
  }
  const key = await scrypt(password, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

/** A stored hash made with weaker parameters than today's (upgrade it after a successful login). */
export function needsRehash(stored: string): boolean {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return true;
  const current = CURRENT_SCRYPT_PARAMETERS;
  return parsed.params.ln < current.ln || parsed.params.r < current.r || parsed.params.p < current.p || parsed.key.length < KEY_BYTES;
}

const dummySalt = randomBytes(SALT_BYTES);

async function burnDummyCheck(password: string): Promise<void> {
  await scrypt(password, dummySalt, KEY_BYTES, CURRENT_SCRYPT_PARAMETERS);
}
