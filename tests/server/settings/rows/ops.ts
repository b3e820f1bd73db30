/**
 * The region set's own switch (issue 24): whether a change published from /ops waits for a
 * second ops account's approval. Read from defaults.json only; on in production.
 */
import { row, type ProbeContext } from '../server-row';

let drafts = 0;

/** An ops person drafts a change of London's voucher maximum and publishes it: the draft's status. */
async function publishADraft(ctx: ProbeContext) {
  const headers = await ctx.as('ops');
  const overview = (await ctx.app.inject({ url: '/api/ops/regions', headers })).json() as { files: { name: string; text: string }[]; approvalRequired: boolean };
  const london = overview.files.find((file) => file.name === 'UK-LONDON.json')!.text;
  drafts += 1;
  const text = london.replace(/"voucherMaximum": \d+/, `"voucherMaximum": ${948 + drafts}`);
  const draft = await ctx.app.inject({ method: 'POST', url: '/api/ops/regions/drafts', headers, payload: { files: [{ name: 'UK-LONDON.json', text }] } });
  if (draft.statusCode !== 200) throw new Error(`draft: ${draft.statusCode} ${draft.body}`);
  const { id } = (draft.json() as { draft: { id: string } }).draft;
  const published = await ctx.app.inject({ method: 'POST', url: `/api/ops/regions/drafts/${id}/publish`, headers, payload: { message: 'London voucher maximum' } });
  if (published.statusCode !== 200) throw new Error(`publish: ${published.statusCode} ${published.body}`);
  return { approvalRequired: overview.approvalRequired, status: (published.json() as { draft: { status: string } }).draft.status };
}

export const opsRows = [
  row({
    setting: 'regionChangesRequireApproval',
    says: 'a published draft waits for a second ops account, or goes live at once',
    scope: {},
    to: false,
    probe: publishADraft,
    real: { approvalRequired: true, status: 'awaiting_approval' },
    switched: { approvalRequired: false, status: 'published' },
  }),
];
