import { describe, expect, it } from 'vitest';
import { WORKER_FLAGS, regionSwitchesOf, type Viewer, type WorkerFlag } from '../../../engine/rules/access';
import { PORTAL_SECTIONS, portalBanners, portalNavigation } from '../../../engine/rules/portal-navigation';

const noFlags = Object.fromEntries(WORKER_FLAGS.map((f) => [f, false])) as Record<WorkerFlag, boolean>;
const worker = (flags: Partial<Record<WorkerFlag, boolean>> = {}, switches: Parameters<typeof regionSwitchesOf>[0] = undefined): Viewer => ({
  kind: 'practitioner',
  stage: 'done',
  active: true,
  flags: { ...noFlags, ...flags },
  switches: regionSwitchesOf(switches),
});

describe('portalNavigation (issue 10 shell, W§6, R§9)', () => {
  it('lists every section and education for a London worker', () => {
    expect(portalNavigation(worker())).toEqual({ sections: [...PORTAL_SECTIONS], education: true });
  });

  it('leaves out what the worker flags hide (W§6)', () => {
    const { sections } = portalNavigation(worker({ hideStatements: true, hideReferral: true, hideCommunity: true, hidePartnershipAgreement: true }));
    expect(sections).not.toContain('statements');
    expect(sections).not.toContain('refer');
    expect(sections).not.toContain('resources');
    expect(sections).not.toContain('agreement');
    expect(sections).toContain('bookings');
    expect(sections).toContain('documents');
  });

  it('leaves out what the region switches off (AT: perks, promote profile, education)', () => {
    const vienna = portalNavigation(worker({}, { perksEnabled: false, promoteProfileEnabled: false, educationEnabled: false }));
    expect(vienna.sections).not.toContain('perks');
    expect(vienna.sections).not.toContain('promoteProfile');
    expect(vienna.education).toBe(false);
  });

  it('is empty for applicants, students and visitors', () => {
    expect(portalNavigation(null).sections).toEqual([]);
    expect(portalNavigation({ kind: 'student', progress: 'done' }).sections).toEqual([]);
    expect(portalNavigation({ ...(worker() as Extract<Viewer, { kind: 'practitioner' }>), stage: 'agreement' }).sections).toEqual([]);
  });
});

describe('portalBanners (W§2, W§6)', () => {
  const base = { active: true, signedLatestAgreement: true, hidePartnershipAgreement: false };
  it('shows none for an active worker with the latest agreement signed', () => {
    expect(portalBanners(base)).toEqual([]);
  });
  it('shows the support banner to an inactive worker and the agreement banner when a newer version is unsigned', () => {
    expect(portalBanners({ ...base, active: false })).toEqual(['inactive']);
    expect(portalBanners({ ...base, signedLatestAgreement: false })).toEqual(['agreement-unsigned']);
    expect(portalBanners({ ...base, active: false, signedLatestAgreement: false })).toEqual(['inactive', 'agreement-unsigned']);
  });
  it('does not point to an agreement hidden for the worker', () => {
    expect(portalBanners({ ...base, signedLatestAgreement: false, hidePartnershipAgreement: true })).toEqual([]);
  });
});
