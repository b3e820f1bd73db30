/**
 * `npm run regions:diff` against a fixture revision: a git repository made in a temporary folder
 * with a copy of regions/, one commit, then London edited in the working tree.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScopeDiff } from '../../engine/regions/region-diff';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const repo = mkdtempSync(join(tmpdir(), 'regions-diff-'));
const regions = join(repo, 'regions');

function diff(args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/regions-diff.ts'), ...args, '--dir', regions], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, REGIONS_DIR: '' },
    timeout: 30_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  cpSync(join(ROOT, 'regions'), regions, { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe' });
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=Fixture', '-c', 'user.email=fixture@example.test', 'commit', '-qm', 'fixture');
  git('tag', 'fixture');
  // London asks the postcode and stops asking work periods; nothing else changes.
  const file = join(regions, 'UK-LONDON.json');
  writeFileSync(file, readFileSync(file, 'utf8').replace('"workdays": "shown"', '"workdays": "hidden",\n        "postcode": "shown"'));
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('regions:diff', () => {
  it('lists exactly the changed questions of London, in both environments', () => {
    const { status, stdout, stderr } = diff(['fixture', '--json']);
    expect(status, stderr).toBe(0);
    const diffs = JSON.parse(stdout) as ScopeDiff[];
    expect(diffs.map((d) => `${d.id} ${d.env}`)).toEqual(['UK-LONDON test', 'UK-LONDON production']);
    for (const d of diffs) {
      expect(d.questions).toEqual([
        { form: 'signup', question: 'postcode', before: 'hidden', after: 'shown' },
        { form: 'signup', question: 'workdays', before: 'shown', after: 'hidden' },
      ]);
      expect(d.settings).toEqual([]);
      expect(d.catalogues).toEqual([]);
    }
  });

  it('prints text and Markdown for a review comment', () => {
    const text = diff(['fixture']);
    expect(text.status, text.stderr).toBe(0);
    expect(text.stdout).toContain('UK-LONDON (London), test, production:\n  question signup/postcode: hidden → shown\n  question signup/workdays: shown → hidden\n');
    const markdown = diff(['fixture', '--markdown']);
    expect(markdown.stdout).toContain('#### London (`UK-LONDON`), test, production');
    expect(markdown.stdout).toContain('- question `signup/postcode`: hidden → shown');
  });

  it('says so for an unknown revision', () => {
    const { status, stderr } = diff(['no-such-revision']);
    expect(status).toBe(1);
    expect(stderr).toContain('cannot read');
  });
});
