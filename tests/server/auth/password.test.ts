import { describe, expect, it } from 'vitest';
import { CURRENT_SCRYPT_PARAMETERS, hashPassword, needsRehash, parsePasswordHash, PRODUCTION_SCRYPT_PARAMETERS, verifyPassword } from '../../../server/platform/auth/password';

describe('password hashing (scrypt)', () => {
  it('hashes with the production parameters unless vitest lowers the cost (TEST_SCRYPT_LN)', () => {
    expect(PRODUCTION_SCRYPT_PARAMETERS).toEqual({ ln: 15, r: 8, p: 1 });
    const lowered = process.env.VITEST && process.env.TEST_SCRYPT_LN ? Number(process.env.TEST_SCRYPT_LN) : 15;
    expect(CURRENT_SCRYPT_PARAMETERS).toEqual({ ...PRODUCTION_SCRYPT_PARAMETERS, ln: lowered });
  });

  it('writes a self-describing hash that verifies the password and nothing else', async () => {
    const hash = await hashPassword('correct horse', PRODUCTION_SCRYPT_PARAMETERS);
    expect(hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horse ', hash)).toBe(false);
    expect(await verifyPassword('Correct horse', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('treats the composed and decomposed forms of an accent as the same password', async () => {
    const hash = await hashPassword('caf\u00e9-123');
    expect(await verifyPassword('cafe\u0301-123', hash)).toBe(true);
  });

  it('keeps verifying hashes made with other parameters, and asks to upgrade weaker ones', async () => {
    const weak = await hashPassword('old one', { ...CURRENT_SCRYPT_PARAMETERS, ln: CURRENT_SCRYPT_PARAMETERS.ln - 2 });
    expect(await verifyPassword('old one', weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword('new one'))).toBe(false);
  });

  it('never matches a missing, malformed or absurd hash', async () => {
    for (const stored of [null, undefined, '', 'plaintext', '$scrypt$ln=15,r=8,p=1$abc', '$scrypt$ln=40,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
    expect(parsePasswordHash('$scrypt$ln=40,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
  });
});
