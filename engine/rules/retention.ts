/**
 * Retention (issue 31): how long each kind of personal data is kept, per country. The rows are the country's
 * `catalogues.retention` (regions/<COUNTRY>.json, schemas/region.schema.json): a rule id and a period in days. The
 * daily job (server/privacy) deletes or strips what is older than the cut-off of the person's country; the privacy
 * page shows the same rows with the same period. One rule, written once, for both.
 *
 * What each rule covers is the schema's description of `rule`; the words the page shows are the locale keys
 * PRIVACY_RETENTION_<RULE>_WHAT and _WHY (`retentionTextKeys`).
 */
import type { Catalogues } from '../generated/region-file';

export type RetentionRuleId = NonNullable<Catalogues['retention']>[number]['rule'];

/**
 * Every rule id, in the order of the schema's `rule` enum (schemas/region.schema.json; a test holds the two together,
 * and the privacy page does not bundle the schema). A new rule: a new enum value, a row in every country file, two
 * locale keys in every language, its deletion in server/privacy.
 */
export const RETENTION_RULE_IDS = [
  'expiredLinks',
  'pageViews',
  'supportChats',
  'declinedApplications',
  'abandonedApplications',
  'closedAccounts',
] as const satisfies readonly RetentionRuleId[];

export interface RetentionRule {
  rule: RetentionRuleId;
  /** The period in days, at least 1. */
  days: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function isRule(value: unknown): value is RetentionRule {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row.rule === 'string' &&
    (RETENTION_RULE_IDS as readonly string[]).includes(row.rule) &&
    typeof row.days === 'number' &&
    Number.isInteger(row.days) &&
    row.days >= 1
  );
}

/**
 * The rules of a resolved region (its `catalogues`, as GET /api/config answers them), in the country's order; an
 * empty list for a scope without a country (the defaults). Rows the loader would refuse are left out.
 */
export function retentionRules(catalogues: Record<string, unknown> | null | undefined): RetentionRule[] {
  const list = catalogues?.retention;
  if (!Array.isArray(list)) return [];
  return list.filter(isRule).map((row) => ({ rule: row.rule, days: row.days }));
}

/** The period of one rule in ms. */
export function retentionPeriodMs(rule: Pick<RetentionRule, 'days'>): number {
  return rule.days * DAY_MS;
}

/** What was stored (closed, expired, declined...) before this instant is past the rule's period as of `now`. */
export function retentionCutoff(rule: Pick<RetentionRule, 'days'>, now: Date): Date {
  return new Date(now.getTime() - retentionPeriodMs(rule));
}

/** Whether something dated `at` is past the rule's period as of `now` (strictly older than the cut-off). */
export function isPastRetention(rule: Pick<RetentionRule, 'days'>, at: Date, now: Date): boolean {
  return at.getTime() < retentionCutoff(rule, now).getTime();
}

/**
 * Each rule's cut-off in every country, and the one for data no country claims (an anonymous page view, a person
 * without a country): the earliest-deleting, i.e. the shortest period any country states, so nothing is kept longer
 * than any privacy page says.
 */
export interface RetentionCutoffs {
  byCountry: ReadonlyMap<string, Date>;
  unclaimed: Date;
}

export function retentionCutoffs(
  countries: ReadonlyMap<string, readonly RetentionRule[]>,
  rule: RetentionRuleId,
  now: Date,
): RetentionCutoffs | null {
  const byCountry = new Map<string, Date>();
  for (const [countryId, rules] of countries) {
    const row = rules.find((r) => r.rule === rule);
    if (row) byCountry.set(countryId, retentionCutoff(row, now));
  }
  if (byCountry.size === 0) return null;
  const unclaimed = new Date(Math.max(...[...byCountry.values()].map((d) => d.getTime())));
  return { byCountry, unclaimed };
}

/** How the page writes a period: whole years (365 days), else whole months (30 days), else days. */
export type RetentionPeriodUnit = 'year' | 'month' | 'day';

export function retentionPeriod(rule: Pick<RetentionRule, 'days'>): { count: number; unit: RetentionPeriodUnit } {
  if (rule.days % 365 === 0) return { count: rule.days / 365, unit: 'year' };
  if (rule.days % 30 === 0) return { count: rule.days / 30, unit: 'month' };
  return { count: rule.days, unit: 'day' };
}

/** The period in words of a locale (BCP 47: en-GB, fr-FR, de-AT): "6 months", "2 ans", "7 Tage" (Intl, no locale keys). */
export function formatRetentionPeriod(rule: Pick<RetentionRule, 'days'>, locale: string): string {
  const { count, unit } = retentionPeriod(rule);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}

/** The locale keys of a rule's words: what is kept and counted from when, and why that long. */
export function retentionTextKeys(rule: RetentionRuleId): { what: string; why: string } {
  const stem = `PRIVACY_RETENTION_${rule.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
  return { what: `${stem}_WHAT`, why: `${stem}_WHY` };
}
