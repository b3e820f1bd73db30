import type { TFunction } from 'i18next';
import type { SupportInboxItem } from '../../engine/generated/api/support-inbox-item';

/**
 * Who wrote, as support reads it: the name, else the address; a closed account (issue 31) says so, since its
 * address is no longer the person's and its name may be gone.
 */
export function workerLabel(worker: SupportInboxItem['worker'], t: TFunction): string {
  if (worker.closedAt) return worker.name ? t('SUPPORT_INBOX_CLOSED_ACCOUNT_OF', { name: worker.name }) : t('SUPPORT_INBOX_CLOSED_ACCOUNT');
  return worker.name ?? worker.email;
}

/** The address line: a closed account's is not a way to reach anyone. */
export function workerContact(worker: SupportInboxItem['worker'], t: TFunction, date: (iso: string) => string): string {
  return worker.closedAt ? t('SUPPORT_INBOX_ACCOUNT_CLOSED_ON', { date: date(worker.closedAt) }) : worker.email;
}
