/*
 * Open tabs follow the region set (issue 24). A submission says which composition of its form
 * the person filled in (X-Form-Version); when the server answers that the form changed since
 * (409 FORM_VERSION_CHANGED), every form on the page asks for its composition again
 * (useComposedForm listens here), and <SchemaForm> carries the answers over to it.
 */
import { FORM_VERSION_HEADER } from '../../../engine/forms/form-version';

/** The headers of a submission of a form composed at `version` (none for a form no server named). */
export function formVersionHeaders(version: string | undefined): Record<string, string> {
  return version === undefined ? {} : { [FORM_VERSION_HEADER]: version };
}

const listeners = new Set<() => void>();

/** Called after every 409 FORM_VERSION_CHANGED answer; returns the unsubscribe. */
export function onFormVersionChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The API client's report of a 409 FORM_VERSION_CHANGED answer. */
export function reportFormVersionChanged(): void {
  for (const listener of listeners) listener();
}
