import type { TFunction } from 'i18next';

/** A refusal code as the person reads it next to its field: ERROR_LABEL_{CODE}, else the generic label. */
export function fieldMessage(code: string, t: TFunction, exists: (key: string) => boolean): string {
  const key = `ERROR_LABEL_${code}`;
  return exists(key) ? t(key) : t('ERROR_LABEL_GENERIC');
}
