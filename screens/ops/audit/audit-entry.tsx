import { useTranslation } from 'react-i18next';
import type { AuditLogEntry } from '../../../engine/generated/api/audit-log-entry';
import { formatTime } from '../regions/format-time';
import { AUDIT_ACTION_KEYS, detailKey, methodKey, roleKey, subjectKey } from './audit-words';

function detailValue(value: AuditLogEntry['detail'][string]): string {
  if (Array.isArray(value)) return value.join(', ');
  return value === null ? '–' : String(value);
}

/** One staff action: what, when, who (and in which role), on what, and its few facts. */
export function AuditEntry({ entry }: { entry: AuditLogEntry }) {
  const { t, i18n } = useTranslation();
  const subject = subjectKey(entry.action);
  const facts = Object.entries(entry.detail);
  return (
    <article className="ops-audit__entry" aria-labelledby={`ops-audit-${entry.id}`}>
      <div className="ops-audit__what">
        <h3 id={`ops-audit-${entry.id}`} className="ops-audit__action">
          {t(AUDIT_ACTION_KEYS[entry.action])}
        </h3>
        <p className="ops-audit__who">
          <span className="ops-audit__name">{entry.actor.name}</span> <span className="ops-audit__role">{t(roleKey(entry.actor.role))}</span>
        </p>
      </div>
      <p className="ops-audit__when">
        <time dateTime={entry.at}>{formatTime(entry.at, i18n.language)}</time>
      </p>
      {entry.subject !== null || facts.length > 0 ? (
        <dl className="ops-audit__facts">
          {entry.subject !== null && subject ? (
            <div>
              <dt>{t(subject)}</dt>
              <dd>{entry.subject}</dd>
            </div>
          ) : null}
          {facts.map(([name, value]) => {
            const key = detailKey(name);
            const method = name === 'method' ? methodKey(value) : null;
            return (
              <div key={name}>
                <dt>{key ? t(key) : name}</dt>
                <dd>{method ? t(method) : detailValue(value)}</dd>
              </div>
            );
          })}
        </dl>
      ) : null}
    </article>
  );
}
