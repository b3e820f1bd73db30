import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditFilters as Filters } from './api/audit-log';
import { AUDIT_ACTION_KEYS, AUDIT_ACTIONS, isAuditAction } from './audit-words';

/** One action, one account (its e-mail address), or both; the page keeps them in its URL. */
export function AuditFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const [actor, setActor] = useState(filters.actor ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, actor: actor.trim() || null });
  };
  return (
    <form className="ops-card ops-audit__filters" role="search" aria-label={t('OPS_AUDIT_FILTERS')} onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor="ops-audit-action">
          {t('OPS_AUDIT_FILTER_ACTION')}
        </label>
        <select
          id="ops-audit-action"
          className="field__control"
          value={filters.action ?? ''}
          onChange={(event) => onChange({ ...filters, action: isAuditAction(event.target.value) ? event.target.value : null })}
        >
          <option value="">{t('OPS_AUDIT_FILTER_ANY_ACTION')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(AUDIT_ACTION_KEYS[action])}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="ops-audit-actor">
          {t('OPS_AUDIT_FILTER_ACTOR')}
        </label>
        <input
          id="ops-audit-actor"
          className="field__control"
          type="email"
          autoComplete="off"
          maxLength={254}
          placeholder="support@example.com"
          value={actor}
          onChange={(event) => setActor(event.target.value)}
        />
      </div>
      <div className="ops-audit__filter-actions">
        <button type="submit" className="button">
          {t('OPS_AUDIT_FILTER_APPLY')}
        </button>
        {filters.action || filters.actor ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setActor('');
              onChange({ action: null, actor: null });
            }}
          >
            {t('OPS_AUDIT_FILTER_CLEAR')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
