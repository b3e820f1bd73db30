import { expect, request as playwrightRequest } from '@playwright/test';
import { portalUrl, storageStateOf } from './helpers';

/**
 * The one way the browser tests change the running portal's configuration, as operations staff
 * would on /ops: a draft of one region file, published (the test server's region set needs no
 * second approval), served at once. Answers the change undoing it (published the same way).
 * Kept to this one function so the path can follow the ops editor's as it changes.
 */
export async function publishRegionChange(name: string, edit: (text: string) => string, message: string): Promise<() => Promise<void>> {
  const baseURL = portalUrl();
  // A state-changing call with the session cookie must say it comes from the portal itself.
  const ops = await playwrightRequest.newContext({ baseURL, storageState: storageStateOf('ops'), extraHTTPHeaders: { origin: new URL(baseURL).origin } });
  const publish = async (text: string, why: string) => {
    const drafted = await ops.post('/api/ops/regions/drafts', { data: { files: [{ name, text }], message: why } });
    expect(drafted.status(), await drafted.text()).toBe(200);
    const { draft } = (await drafted.json()) as { draft: { id: string } };
    const published = await ops.post(`/api/ops/regions/drafts/${draft.id}/publish`, { data: { message: why } });
    expect(published.status(), await published.text()).toBe(200);
    expect(((await published.json()) as { version: unknown }).version, 'published at once, not waiting for an approval').not.toBeNull();
  };
  const overview = await ops.get('/api/ops/regions');
  expect(overview.status(), await overview.text()).toBe(200);
  const { files } = (await overview.json()) as { files: { name: string; text: string }[] };
  const original = files.find((file) => file.name === name)?.text;
  if (original === undefined) throw new Error(`no region file ${name}`);
  const changed = edit(original);
  expect(changed, `the edit changes ${name}`).not.toBe(original);
  await publish(changed, message);
  return async () => {
    await publish(original, `Undo: ${message}`);
    await ops.dispose();
  };
}
