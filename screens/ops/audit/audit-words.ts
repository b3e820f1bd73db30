import type { AuditAction } from '../../../engine/generated/api/audit-action';
import type { AuditLogEntry } from '../../../engine/generated/api/audit-log-entry';

/** Each action's words; a Record, so a new action in schemas/api/audit-action fails the type check until it has them. */
export const AUDIT_ACTION_KEYS: Record<AuditAction, string> = {
  'staff.login': 'OPS_AUDIT_ACTION_STAFF_LOGIN',
  'staff.logout': 'OPS_AUDIT_ACTION_STAFF_LOGOUT',
  'support.reply': 'OPS_AUDIT_ACTION_SUPPORT_REPLY',
  'support.close': 'OPS_AUDIT_ACTION_SUPPORT_CLOSE',
  'support.contact.handle': 'OPS_AUDIT_ACTION_SUPPORT_CONTACT_HANDLE',
  'region.draft.create': 'OPS_AUDIT_ACTION_REGION_DRAFT_CREATE',
  'region.draft.update': 'OPS_AUDIT_ACTION_REGION_DRAFT_UPDATE',
  'region.draft.discard': 'OPS_AUDIT_ACTION_REGION_DRAFT_DISCARD',
  'region.draft.submit': 'OPS_AUDIT_ACTION_REGION_DRAFT_SUBMIT',
  'region.draft.return': 'OPS_AUDIT_ACTION_REGION_DRAFT_RETURN',
  'region.publish': 'OPS_AUDIT_ACTION_REGION_PUBLISH',
  'region.approve': 'OPS_AUDIT_ACTION_REGION_APPROVE',
  'region.rollback': 'OPS_AUDIT_ACTION_REGION_ROLLBACK',
};

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_KEYS) as AuditAction[];

export function isAuditAction(value: string | null): value is AuditAction {
  return value !== null && value in AUDIT_ACTION_KEYS;
}

/** What the subject is, per action: a conversation, a draft, a version. */
export function subjectKey(action: AuditAction): string | null {
  if (action === 'support.contact.handle') return 'OPS_AUDIT_SUBJECT_CONTACT_REQUEST';
  if (action.startsWith('support.')) return 'OPS_AUDIT_SUBJECT_CONVERSATION';
  if (action.startsWith('region.draft.')) return 'OPS_AUDIT_SUBJECT_DRAFT';
  if (action.startsWith('region.')) return 'OPS_AUDIT_SUBJECT_VERSION';
  return null;
}

export function roleKey(role: AuditLogEntry['actor']['role']): string {
  return role === 'support' ? 'OPS_AUDIT_ROLE_SUPPORT' : role === 'ops' ? 'OPS_AUDIT_ROLE_OPS' : 'OPS_AUDIT_ROLE_LOOPBACK';
}

/** The facts the server writes (server/platform/audit and its callers); another one shows under its own name. */
const DETAIL_KEYS: Record<string, string> = {
  method: 'OPS_AUDIT_DETAIL_METHOD',
  messageId: 'OPS_AUDIT_DETAIL_MESSAGE_ID',
  workerId: 'OPS_AUDIT_DETAIL_WORKER_ID',
  files: 'OPS_AUDIT_DETAIL_FILES',
  baseVersion: 'OPS_AUDIT_DETAIL_BASE_VERSION',
  draftId: 'OPS_AUDIT_DETAIL_DRAFT_ID',
  author: 'OPS_AUDIT_DETAIL_AUTHOR',
  message: 'OPS_AUDIT_DETAIL_MESSAGE',
  rollbackOf: 'OPS_AUDIT_DETAIL_ROLLBACK_OF',
};

export function detailKey(name: string): string | null {
  return DETAIL_KEYS[name] ?? null;
}

/** How a staff login proved who it was (the `method` fact of staff.login). */
const METHOD_KEYS: Record<string, string> = {
  password: 'OPS_AUDIT_METHOD_PASSWORD',
  link: 'OPS_AUDIT_METHOD_LINK',
  signup: 'OPS_AUDIT_METHOD_SIGNUP',
};

export function methodKey(value: unknown): string | null {
  return typeof value === 'string' ? (METHOD_KEYS[value] ?? null) : null;
}
