/** `npm run new-city`: the new city's own details come from flags, never from the template city. */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'new-city-'));
const dir = join(temp, 'regions');
cpSync(join(ROOT, 'regions'), dir, { recursive: true });
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const OWN = ['--timezone', 'Europe/London', '--payout', 'bacs', '--language', 'en_GB'];

function newCity(args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/new-city.ts', ...args, '--dir', dir], {
    cwd: ROOT,
    encoding: 'utf8',
    input: '',
    env: { ...process.env, REGIONS_DIR: '' },
    timeout: 30_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('new-city', () => {
  it('refuses without the city’s own details, naming the missing flag', () => {
    const { status, stderr } = newCity(['UK-BRISTOL', 'Bristol']);
    expect(status).toBe(1);
    expect(stderr).toContain('--timezone is missing');
    expect(existsSync(join(dir, 'UK-BRISTOL.json'))).toBe(false);
  });

  it('refuses another city’s phone number', () => {
    const { status, stderr } = newCity(['UK-BRISTOL', 'Bristol', ...OWN, '--phone', '020 7946 0000', '--phone-link', 'tel:+442079460000']);
    expect(status).toBe(1);
    expect(stderr).toContain('is the phone number of London (UK-LONDON)');
    expect(existsSync(join(dir, 'UK-BRISTOL.json'))).toBe(false);
  });

  it('writes a closed city with its own contact details', () => {
    const { status, stderr, stdout } = newCity(['UK-BRISTOL', 'Bristol', ...OWN, '--phone', '0117 496 0000', '--phone-link', 'tel:+441174960000']);
    expect(status, stderr).toBe(0);
    // The template's own settings are named, not copied (issue 24).
    expect(stdout).toContain("Not copied, the country's values apply until you set them: serviceAreas (Edinburgh & Glasgow's own), cityListPosition (Edinburgh & Glasgow's own).");
    const city = (JSON.parse(readFileSync(join(dir, 'UK-BRISTOL.json'), 'utf8')) as { city: Record<string, unknown> }).city;
    expect(city).toMatchObject({ id: 'UK-BRISTOL', name: 'Bristol', telephoneHuman: '0117 496 0000', telephoneLink: 'tel:+441174960000', openForSignup: false });
  });
});
