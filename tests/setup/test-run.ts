/*
 * Global setup of the node project: names this test run and gives it a folder, for what is made once per run
 * and shared by every test file (the demo-seeded database, tests/server/db-harness.ts). At the end of the run the
 * folder goes, and so does the run's seeded template on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testRun: { dir: string; id: string };
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-run-'));
  const id = randomBytes(6).toString('hex');
  project.provide('testRun', { dir, id });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const { dropSeededPostgresTemplate } = await import('../server/db-harness');
      await dropSeededPostgresTemplate(adminUrl, id).catch(() => {});
    }
  };
}
