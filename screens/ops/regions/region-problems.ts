/*
 * What a refused ops call said (issue 24): a region set refused for its mistakes answers
 * `details` with each mistake's file, JSON pointer (`path`) and sentence; a form's field errors
 * answer `details` with a path into the body and a code. Both are shown where they belong,
 * never replaced by the generic label.
 */
import type { TFunction } from 'i18next';
import type { RegionProblem } from '../../../engine/generated/api/region-problem';
import { apiErrorBody } from '../../shared/api/api-client';

/** The mistakes of a refused publication, approval or rollback (every one of them), or null when the error is of another kind. */
export function regionProblemsOf(error: unknown): RegionProblem[] | null {
  const details = apiErrorBody(error)?.details?.filter((d) => d.file !== undefined);
  if (!details?.length) return null;
  return details.map((d) => ({ file: d.file!, pointer: d.path, message: d.message ?? '' }));
}

/** The field errors of a refused body, by JSON pointer (`/message`, `/telephoneHuman`), in the page's words. */
export function fieldErrorsOf(error: unknown, t: TFunction, exists: (key: string) => boolean): Record<string, string> {
  const body = apiErrorBody(error);
  const out: Record<string, string> = {};
  for (const detail of body?.details ?? []) {
    if (detail.file !== undefined) continue;
    // The form codes are keys of their own (FORM_ERROR_REQUIRED); the API's are ERROR_LABEL_{CODE}.
    const key = [detail.code, `ERROR_LABEL_${detail.code}`].find(exists);
    out[detail.path] = key ? t(key) : (detail.message ?? body?.message ?? t('ERROR_LABEL_GENERIC'));
  }
  return out;
}
