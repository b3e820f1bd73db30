import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionScopeChange } from '../../../../engine/generated/api/region-scope-change';
import { SettingValue } from './setting-value';

/** The changes of one country or city: one entry per group of environments where they are the same. */
export interface ScopeChangeGroup {
  id: string;
  name: string;
  status: RegionScopeChange['status'];
  people: RegionScopeChange['people'];
  byEnv: RegionScopeChange[];
}

/** The report's entries by scope, in its order (a scope whose test and production changes differ has two entries). */
export function groupByScope(changes: readonly RegionScopeChange[]): ScopeChangeGroup[] {
  const out: ScopeChangeGroup[] = [];
  for (const change of changes) {
    const group = out.find((g) => g.id === change.id);
    if (group) group.byEnv.push(change);
    else out.push({ id: change.id, name: change.name, status: change.status, people: change.people, byEnv: [change] });
  }
  return out;
}

function envsKey(envs: RegionScopeChange['envs']): string {
  if (envs.includes('test') && envs.includes('production')) return 'OPS_REGIONS_ENVS_BOTH';
  return envs.includes('production') ? 'OPS_REGIONS_ENVS_PRODUCTION' : 'OPS_REGIONS_ENVS_TEST';
}

/** "12 workers, 3 applicants in progress, 0 students": whom a change of this scope reaches. */
export function PeopleLine({ people }: { people: NonNullable<RegionScopeChange['people']> }) {
  const { t } = useTranslation();
  return (
    <p className="ops-change__people">
      {t('OPS_REGIONS_PEOPLE', {
        workers: t('OPS_REGIONS_PEOPLE_WORKERS', { count: people.workers }),
        applicants: t('OPS_REGIONS_PEOPLE_APPLICANTS', { count: people.applicants }),
        students: t('OPS_REGIONS_PEOPLE_STUDENTS', { count: people.students }),
      })}
    </p>
  );
}

/**
 * One scope's changes: per environment, each setting `name: before → after` and the other change
 * lines (questions, options, catalogues, the city's own details) as `npm run regions:diff` prints
 * them; then how many people it reaches; then `children` (the forms before and after).
 */
export function ScopeChangeArticle({ group, level, children }: { group: ScopeChangeGroup; level: 3 | 4; children?: ReactNode }) {
  const { t } = useTranslation();
  const Heading = level === 3 ? 'h3' : 'h4';
  const titleId = `ops-change-${level}-${group.id}`;
  return (
    <article className="ops-change" aria-labelledby={titleId}>
      <Heading id={titleId} className="ops-change__title">
        {group.name} <code>{group.id}</code>
        {group.status !== 'changed' ? <span className="badge ops-change__status">{t(group.status === 'added' ? 'OPS_REGIONS_SCOPE_ADDED' : 'OPS_REGIONS_SCOPE_REMOVED')}</span> : null}
      </Heading>
      {group.byEnv.map((change) => {
        // Settings are listed with their values above; their lines would say it twice.
        const otherLines = change.lines.filter((line) => !line.startsWith('setting '));
        return (
          <div key={change.envs.join()} className="ops-change__env">
            <p className="ops-change__envs">{t(envsKey(change.envs))}</p>
            {change.settings.length > 0 ? (
              <ul className="ops-change__settings" aria-label={t('OPS_REGIONS_SETTINGS_CHANGED', { count: change.settings.length })}>
                {change.settings.map((setting) => (
                  <li key={setting.name} className="ops-change__setting">
                    <code className="ops-change__name">{setting.name}</code>:{' '}
                    <SettingValue value={setting.before} side="before" /> → <SettingValue value={setting.after} side="after" />
                  </li>
                ))}
              </ul>
            ) : null}
            {otherLines.length > 0 ? (
              <ul className="ops-change__lines" aria-label={t('OPS_REGIONS_OTHER_CHANGES')}>
                {otherLines.map((line) => (
                  <li key={line}>
                    <code>{line}</code>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
      {group.people ? <PeopleLine people={group.people} /> : null}
      {children}
    </article>
  );
}
