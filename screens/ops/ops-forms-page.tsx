import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { FORM_IDS, isFormId, type FormId } from '../../engine/forms/form-ids';
import type { Scope } from '../../engine/regions/scope';
import { useTranslateText } from '../../engine/react/translate';
import { useCities } from '../shared/api/get-cities';
import { getComposedFormQueryOptions } from '../shared/api/get-composed-form';
import { loadErrorLabel } from '../shared/error-label';
import { FormLoadState } from '../shared/forms/form-load-state';
import { useComposedForm } from '../shared/forms/use-composed-form';
import { ErrorState, LoadingState } from '../ui/status';
import { formDifferences, type DifferenceItem, type FieldMarks } from './form-differences';
import { FormPreviewPanel } from './form-preview-panel';
import { DEFAULT_SCOPE, formScopeOf, isCountryScope, isListedScope, parseScopeParam, scopeGroups, type ScopeGroup } from './form-scope';
import './ops-forms-page.css';

const DEFAULT_FORM: FormId = 'signup';

function formNameKey(formId: FormId): string {
  return `OPS_FORMS_FORM_${formId.toUpperCase().replace(/-/g, '_')}`;
}

/** How the page names a scope: a translation key for a country, the region file's name for a city. */
type ScopeNamer = (id: string) => string;

/**
 * Ops preview of the form engine (issue 3): any form as any country or city composes it,
 * rendered and validated as visitors get it, and a second scope side by side with what differs
 * marked, so a region edit can be checked before it ships. Read-only and public: it shows
 * nothing the forms do not already show to anyone. The choices live in the URL
 * (`?form=signup&scope=UK-LONDON&compare=AT-VIENNA`) so a link shows the same thing.
 */
export function OpsFormsPage() {
  const { t, i18n } = useTranslation();
  const tr = useTranslateText();
  const [params, setParams] = useSearchParams();
  const formParam = params.get('form');
  const formId: FormId = isFormId(formParam) ? formParam : DEFAULT_FORM;
  const scopeId = parseScopeParam(params.get('scope')) ?? DEFAULT_SCOPE;
  const compareId = parseScopeParam(params.get('compare'));

  const cities = useCities();
  const groups = useMemo(() => scopeGroups(cities.data), [cities.data]);
  const scopeName = useCallback<ScopeNamer>(
    (id) => {
      if (isCountryScope(id)) return i18n.exists(`COUNTRY_${id}`) ? `COUNTRY_${id}` : id;
      return cities.data?.find((city) => city.id === id)?.name ?? id;
    },
    [cities.data, i18n],
  );

  // The forms as data, for the differences; each panel renders its own (useComposedForm, same
  // cache). Without a comparison the right-hand query asks for nothing and is not read.
  const left = useQuery(getComposedFormQueryOptions(formId, formScopeOf(scopeId)));
  const right = useQuery({ ...getComposedFormQueryOptions(formId, formScopeOf(compareId ?? scopeId)), enabled: compareId !== null });
  const leftName = scopeName(scopeId);
  const rightName = compareId === null ? '' : scopeName(compareId);
  const differences = useMemo(
    () => (left.data && right.data && compareId !== null ? formDifferences(left.data, right.data, { left: leftName, right: rightName }) : null),
    [left.data, right.data, compareId, leftName, rightName],
  );

  const choose = (changes: { form?: FormId; scope?: string; compare?: string | null }) => {
    const next = { form: formId, scope: scopeId, compare: compareId, ...changes };
    const query = new URLSearchParams({ form: next.form, scope: next.scope });
    if (next.compare) query.set('compare', next.compare);
    // Replace: the Back button leaves the page instead of stepping through every choice.
    setParams(query, { replace: true });
  };

  return (
    <div className="ops-forms container">
      <title>{t('OPS_FORMS_TITLE')}</title>
      <meta name="robots" content="noindex" />
      <header className="ops-forms__header">
        <h1>{t('OPS_FORMS_TITLE')}</h1>
        <p className="ops-forms__intro">{t('OPS_FORMS_INTRO')}</p>
      </header>

      <div className="ops-controls" role="group" aria-label={t('OPS_FORMS_CONTROLS_LABEL')}>
        <div className="field ops-controls__field">
          <label className="field__label" htmlFor="ops-form">
            {t('OPS_FORMS_FORM_LABEL')}
          </label>
          <select id="ops-form" className="field__control" value={formId} onChange={(event) => choose({ form: event.target.value as FormId })}>
            {FORM_IDS.map((id) => (
              <option key={id} value={id}>
                {t(formNameKey(id))}
              </option>
            ))}
          </select>
        </div>
        <ScopeSelect id="ops-scope" label={t('OPS_FORMS_SCOPE_LABEL')} value={scopeId} groups={groups} name={scopeName} onChange={(scope) => choose({ scope })} />
        <button
          type="button"
          className="button button--secondary ops-controls__swap"
          disabled={compareId === null}
          onClick={() => compareId !== null && choose({ scope: compareId, compare: scopeId })}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M7 7h12l-4-4M17 17H5l4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('OPS_FORMS_SWAP')}
        </button>
        <ScopeSelect
          id="ops-compare"
          label={t('OPS_FORMS_COMPARE_LABEL')}
          value={compareId ?? ''}
          groups={groups}
          name={scopeName}
          noneLabel={t('OPS_FORMS_COMPARE_NONE')}
          onChange={(compare) => choose({ compare: compare === '' ? null : compare })}
        />
      </div>
      {cities.isError ? (
        <ErrorState message={loadErrorLabel(cities.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={() => void cities.refetch()} />
      ) : null}

      {compareId === null ? (
        <p className="ops-forms__hint">{t('OPS_FORMS_SUMMARY_HINT')}</p>
      ) : (
        <section className="ops-summary" aria-labelledby="ops-summary-title" aria-busy={differences === null}>
          <h2 id="ops-summary-title" className="ops-summary__title">
            {t('OPS_FORMS_SUMMARY_TITLE', { left: tr(leftName), right: tr(rightName) })}
          </h2>
          {differences === null ? null : differences.items.length === 0 ? (
            <p className="ops-summary__none">{t('OPS_FORMS_SUMMARY_NONE')}</p>
          ) : (
            <DifferenceList items={differences.items} leftName={tr(leftName)} rightName={tr(rightName)} />
          )}
        </section>
      )}

      <div className={`ops-panels${compareId === null ? '' : ' ops-panels--two'}`}>
        <PreviewSection
          titleId="ops-panel-left"
          scopeId={scopeId}
          name={scopeName}
          scope={formScopeOf(scopeId)}
          formId={formId}
          idPrefix={formId}
          marks={differences?.left}
        />
        {compareId === null ? null : (
          <PreviewSection
            titleId="ops-panel-right"
            scopeId={compareId}
            name={scopeName}
            scope={formScopeOf(compareId)}
            formId={formId}
            idPrefix={`${formId}-compare`}
            marks={differences?.right}
          />
        )}
      </div>
    </div>
  );
}

interface ScopeSelectProps {
  id: string;
  label: string;
  value: string;
  groups: ScopeGroup[];
  name: ScopeNamer;
  /** Offers "nothing" (value '') first. */
  noneLabel?: string;
  onChange: (value: string) => void;
}

function ScopeSelect({ id, label, value, groups, name, noneLabel, onChange }: ScopeSelectProps) {
  const { t } = useTranslation();
  const tr = useTranslateText();
  // A shared link may name a city the list does not have (yet): keep it chosen, as it is.
  const unlisted = value !== '' && !isListedScope(groups, value);
  return (
    <div className="field ops-controls__field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__control" value={value} onChange={(event) => onChange(event.target.value)}>
        {noneLabel !== undefined ? <option value="">{noneLabel}</option> : null}
        {unlisted ? <option value={value}>{value}</option> : null}
        {groups.map((group) => (
          <optgroup
            key={group.country ?? ''}
            label={group.country === null ? t('OPS_FORMS_COUNTRIES_GROUP') : t('OPS_FORMS_CITIES_GROUP', { country: tr(name(group.country)) })}
          >
            {group.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.cityName ?? tr(name(option.id))}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

/**
 * One line per difference, except "required here whatever the answers, there only after an
 * earlier answer": a gate one scope asks and the other settles (the certified question) makes
 * that true of most questions at once, so they share one line at the end.
 */
export function DifferenceList({ items, leftName, rightName }: { items: DifferenceItem[]; leftName: string; rightName: string }) {
  const { t } = useTranslation();
  const tr = useTranslateText();
  const gated = (side: 'left' | 'right') => items.filter((item) => item.kind === 'required' && item.otherConditional && item.side === side);
  const single = items.filter((item) => !(item.kind === 'required' && item.otherConditional));
  return (
    <ul className="ops-summary__list">
      {single.map((item) => (
        <li key={`${item.field}:${item.kind}`} className={`ops-summary__item ops-summary__item--${item.kind}`}>
          <DifferenceText item={item} leftName={leftName} rightName={rightName} />
        </li>
      ))}
      {(['left', 'right'] as const).map((side) => {
        const fields = gated(side);
        if (fields.length === 0) return null;
        const here = side === 'left' ? leftName : rightName;
        const other = side === 'left' ? rightName : leftName;
        return (
          <li key={`gated:${side}`} className="ops-summary__item ops-summary__item--wide">
            <span className="ops-badge ops-badge--required">{t('OPS_FORMS_SUMMARY_ALWAYS_REQUIRED_IN', { scope: here, other })}</span>
            <p className="ops-summary__fields">{fields.map((item) => tr(item.label)).join(', ')}</p>
          </li>
        );
      })}
    </ul>
  );
}

function DifferenceText({ item, leftName, rightName }: { item: DifferenceItem; leftName: string; rightName: string }) {
  const { t } = useTranslation();
  const tr = useTranslateText();
  const field = <strong className="ops-summary__field">{tr(item.label)}</strong>;
  const list = (labels: string[]) => labels.map((label) => tr(label)).join(', ');
  switch (item.kind) {
    case 'only-left':
    case 'only-right':
      return (
        <>
          {field} <span className="ops-badge ops-badge--only">{t('OPS_FORMS_DIFF_ONLY_IN', { scope: item.kind === 'only-left' ? leftName : rightName })}</span>
        </>
      );
    case 'options':
      return (
        <>
          {field} <span className="ops-badge ops-badge--options">{t('OPS_FORMS_DIFF_OPTIONS')}</span>
          <ul className="ops-option-diff">
            {item.onlyLeft.length > 0 ? <li>{t('OPS_FORMS_SUMMARY_OPTIONS_ONLY_IN', { scope: leftName, options: list(item.onlyLeft) })}</li> : null}
            {item.onlyRight.length > 0 ? <li>{t('OPS_FORMS_SUMMARY_OPTIONS_ONLY_IN', { scope: rightName, options: list(item.onlyRight) })}</li> : null}
          </ul>
        </>
      );
    case 'required': {
      const here = item.side === 'left' ? leftName : rightName;
      const other = item.side === 'left' ? rightName : leftName;
      return (
        <>
          {field}{' '}
          <span className="ops-badge ops-badge--required">
            {item.otherConditional ? t('OPS_FORMS_SUMMARY_ALWAYS_REQUIRED_IN', { scope: here, other }) : t('OPS_FORMS_SUMMARY_REQUIRED_ONLY_IN', { scope: here })}
          </span>
        </>
      );
    }
  }
}

interface PreviewSectionProps {
  titleId: string;
  scopeId: string;
  name: ScopeNamer;
  scope: Scope;
  formId: FormId;
  idPrefix: string;
  marks: FieldMarks | undefined;
}

function PreviewSection({ titleId, scopeId, name, scope, formId, idPrefix, marks }: PreviewSectionProps) {
  const { t } = useTranslation();
  const form = useComposedForm(formId, scope);
  const tr = useTranslateText();
  const country = isCountryScope(scopeId) ? null : scopeId.slice(0, 2);
  return (
    <section className="ops-panel" aria-labelledby={titleId}>
      <header className="ops-panel__header">
        <h2 id={titleId} className="ops-panel__title">
          {tr(name(scopeId))}
        </h2>
        <p className="ops-panel__kind">
          {country === null ? t('OPS_FORMS_SCOPE_COUNTRY') : t('OPS_FORMS_SCOPE_CITY', { country: tr(name(country)) })}
          {' · '}
          <code>{scopeId}</code>
        </p>
      </header>
      <div className="ops-panel__body">
        {form.status === 'ready' && form.composed && form.validator ? (
          <FormPreviewPanel key={`${formId}|${scopeId}`} composed={form.composed} validator={form.validator} idPrefix={idPrefix} marks={marks} />
        ) : form.status === 'error' ? (
          <FormLoadState status="error" error={form.error} onRetry={form.retry} />
        ) : (
          <LoadingState label={t('OPS_FORMS_LOADING')} />
        )}
      </div>
    </section>
  );
}
