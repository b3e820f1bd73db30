import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_PROGRESS, applicationProgress } from '../../../engine/rules/application-progress';
import { studentProgress } from '../../../engine/rules/student-progress';
import { workers } from '../../../server/platform/db/schema';
import { runSeeds } from '../../../server/seed/run-seeds';
import { seedModules } from '../../../server/seed/registry';
import { DEMO_PASSWORD, DEMO_WORKER_IDS, demoAccounts, demoAccountsSeed, demoLoginsText } from '../../../server/seed/modules/demo-accounts';
import type { TestApp } from '../app-harness';
import { bearer, createAccountsApp, logInAs } from './account-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountsApp();
  await runSeeds(t.app.db, { modules: [demoAccountsSeed] });
});
afterAll(async () => {
  await t.close();
});

/** Where each demo account stands, as the screens' guards will read it (W§4). */
const EXPECTED: Record<string, number | 'student' | 'student-basic-info' | 'support' | 'ops'> = {
  [DEMO_WORKER_IDS.applicantNew]: APPLICATION_PROGRESS.TEST,
  [DEMO_WORKER_IDS.applicantInTest]: APPLICATION_PROGRESS.TEST,
  [DEMO_WORKER_IDS.applicantBasicInfo]: APPLICATION_PROGRESS.BASIC_INFO,
  [DEMO_WORKER_IDS.applicantAgreement]: APPLICATION_PROGRESS.AGREEMENT,
  [DEMO_WORKER_IDS.applicantDeclined]: APPLICATION_PROGRESS.DECLINED,
  [DEMO_WORKER_IDS.workerLondon]: APPLICATION_PROGRESS.DONE,
  [DEMO_WORKER_IDS.workerParis]: APPLICATION_PROGRESS.DONE,
  [DEMO_WORKER_IDS.workerVienna]: APPLICATION_PROGRESS.DONE,
  [DEMO_WORKER_IDS.workerInactive]: APPLICATION_PROGRESS.DONE,
  [DEMO_WORKER_IDS.workerRestricted]: APPLICATION_PROGRESS.DONE,
  [DEMO_WORKER_IDS.student]: 'student',
  [DEMO_WORKER_IDS.studentParis]: 'student',
  [DEMO_WORKER_IDS.studentNew]: 'student-basic-info',
  [DEMO_WORKER_IDS.support]: 'support',
  [DEMO_WORKER_IDS.ops]: 'ops',
  [DEMO_WORKER_IDS.opsReviewer]: 'ops',
};

describe('demo accounts', () => {
  it('is in the seed registry', () => {
    expect(seedModules).toContain(demoAccountsSeed);
  });

  it('logs every account in with the shared password, each at its stage', async () => {
    expect(demoAccounts).toHaveLength(Object.keys(EXPECTED).length);
    for (const account of demoAccounts) {
      const { token, worker } = await logInAs(t.app, account.email, DEMO_PASSWORD);
      expect(worker.id).toBe(account.id);
      const me = (await t.app.inject({ url: '/api/me', headers: bearer(token) })).json();
      const flow = t.app.regions.resolve({ city_id: me.worker.city_id }).keyValues.newSignupFlowEnabled === true;
      if (EXPECTED[account.id] === 'support' || EXPECTED[account.id] === 'ops') {
        // Staff (R§6) have no application: /api/me names their role.
        expect(me.worker.staffRole, account.email).toBe(EXPECTED[account.id]);
      } else if (EXPECTED[account.id] === 'student' || EXPECTED[account.id] === 'student-basic-info') {
        expect(me.worker.studentAccount).toBe(true);
        expect(studentProgress(me.worker), account.email).toBe(EXPECTED[account.id] === 'student' ? 'done' : 'basic-info');
      } else {
        expect(applicationProgress(me.worker, { newSignupFlow: flow }), account.email).toBe(EXPECTED[account.id]);
      }
    }
  });

  it('covers the roles the README promises', async () => {
    const byId = new Map((await t.app.db.select().from(workers)).map((w) => [w.id, w]));
    expect(byId.get(DEMO_WORKER_IDS.workerLondon)).toMatchObject({ cityId: 'UK-LONDON', active: true, bankingSortCode: '60-16-13' });
    expect(byId.get(DEMO_WORKER_IDS.workerParis)).toMatchObject({ cityId: 'FR-PARIS', active: true, bankingIban: expect.stringMatching(/^FR/) });
    expect(byId.get(DEMO_WORKER_IDS.workerVienna)).toMatchObject({ cityId: 'AT-VIENNA', active: true });
    expect(byId.get(DEMO_WORKER_IDS.workerInactive)).toMatchObject({ active: false });
    expect(byId.get(DEMO_WORKER_IDS.applicantAgreement)).toMatchObject({ verifiedEmail: false });
    expect(byId.get(DEMO_WORKER_IDS.workerRestricted)).toMatchObject({
      hideStatements: true,
      hideReferral: true,
      hideCommunity: true,
      cannotUpdateBankingDetails: true,
    });
    expect(demoLoginsText()).toContain(DEMO_PASSWORD);
    for (const account of demoAccounts) expect(demoLoginsText()).toContain(account.email);
  });

  it('is idempotent: running the module again adds nothing', async () => {
    const before = await t.app.db.select().from(workers);
    await demoAccountsSeed.run(t.app.db);
    expect(await t.app.db.select().from(workers)).toHaveLength(before.length);
  });
});
