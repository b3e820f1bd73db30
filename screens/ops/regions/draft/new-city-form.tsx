import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionNewCityBody } from '../../../../engine/generated/api/region-new-city-body';
import { CITY_ID_PATTERN } from '../../../../engine/regions/city-template';
import { LANGUAGE_IDS } from '../../../../engine/rules/language';
import { errorLabel } from '../../../shared/error-label';
import { postDraftCity, useDraftMutation } from '../api/region-drafts';
import type { CityOfFiles } from '../draft-files';
import { fieldErrorsOf, regionProblemsOf } from '../region-problems';
import { ProblemList } from '../review/problem-list';

type Field = 'id' | 'name' | 'timezone' | 'telephoneHuman' | 'telephoneLink' | 'bankingPayoutType' | 'heroLanguage_id' | 'from';
type Answers = Record<Field, string>;

const EMPTY: Answers = { id: '', name: '', timezone: '', telephoneHuman: '', telephoneLink: '', bankingPayoutType: 'bacs', heroLanguage_id: 'en_GB', from: '' };
const PHONE_LINK = /^tel:\+\d{6,15}$/;

/** The zones the browser knows, to complete the field (the server checks the zone against its own runtime). */
function knownTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/** What is missing or malformed before asking the server, in the page's words; the server checks the rest (a phone of another city). */
function localProblems(answers: Answers): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  for (const field of ['id', 'name', 'timezone', 'telephoneHuman', 'telephoneLink'] as const) {
    if (!answers[field].trim()) out[field] = 'FORM_ERROR_REQUIRED';
  }
  if (!out.id && !CITY_ID_PATTERN.test(answers.id.trim())) out.id = 'OPS_REGIONS_CITY_ID_INVALID';
  if (!out.telephoneLink && !PHONE_LINK.test(answers.telephoneLink.trim())) out.telephoneLink = 'OPS_REGIONS_PHONE_LINK_INVALID';
  return out;
}

/**
 * A new city into the draft (as `npm run new-city`): its own details, and the city whose settings
 * it copies (by default the country's last-listed city). It starts closed for sign-up; the draft's
 * review then shows it, and publishing opens nothing until ops open it.
 */
export function NewCityForm({ cities, saveFirst, onAdded, onCancel }: { cities: CityOfFiles[]; saveFirst: () => Promise<string>; onAdded: (file: string) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const [answers, setAnswers] = useState<Answers>(EMPTY);
  const [local, setLocal] = useState<Partial<Record<Field, string>>>({});
  const add = useDraftMutation(async (body: RegionNewCityBody) => postDraftCity(await saveFirst(), body));
  const zones = useMemo(knownTimeZones, []);
  const serverFields = add.isError ? fieldErrorsOf(add.error, t, exists) : {};
  const problems = regionProblemsOf(add.error);
  const otherError = add.isError && !problems && Object.keys(serverFields).length === 0 ? errorLabel(add.error, t, exists) : null;
  const errorOf = (field: Field) => (local[field] ? t(local[field]) : serverFields[`/${field}`]);

  const set = (field: Field, value: string) => {
    setAnswers((all) => {
      const next = { ...all, [field]: value };
      // A template city brings its time zone, payout and language: the usual case for a city of the same country.
      if (field === 'from') {
        const template = cities.find((c) => c.id === value);
        if (template) {
          next.timezone = template.timezone ?? next.timezone;
          next.bankingPayoutType = template.bankingPayoutType ?? next.bankingPayoutType;
          next.heroLanguage_id = template.heroLanguage_id ?? next.heroLanguage_id;
        }
      }
      return next;
    });
    setLocal(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problemsHere = localProblems(answers);
    setLocal(problemsHere);
    if (Object.keys(problemsHere).length > 0) return;
    const body: RegionNewCityBody = {
      id: answers.id.trim(),
      name: answers.name.trim(),
      timezone: answers.timezone.trim(),
      telephoneHuman: answers.telephoneHuman.trim(),
      telephoneLink: answers.telephoneLink.trim(),
      bankingPayoutType: answers.bankingPayoutType as RegionNewCityBody['bankingPayoutType'],
      heroLanguage_id: answers.heroLanguage_id as RegionNewCityBody['heroLanguage_id'],
      ...(answers.from ? { from: answers.from } : {}),
    };
    add.mutate(body, { onSuccess: () => onAdded(`${body.id}.json`) });
  };

  const field = (name: Field, label: string, control: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode, hint?: string) => {
    const id = `ops-new-city-${name}`;
    const error = errorOf(name);
    const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {hint ? (
          <p className="ops-tool__hint" id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
        {control({ id, ...(error ? { 'aria-invalid': true as const } : {}), 'aria-describedby': described })}
        {error ? (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  // Render functions called by `field`, not components: the inputs keep their identity (and focus) across renders.
  const text =
    (name: Field, extra: { list?: string; autoCapitalize?: string } = {}) =>
    (props: { id: string }) => <input {...props} {...extra} className="field__control" value={answers[name]} onChange={(event) => set(name, event.target.value)} />;

  return (
    <form id="ops-new-city" className="ops-tool" onSubmit={submit} noValidate aria-labelledby="ops-new-city-title">
      <h3 id="ops-new-city-title" className="ops-tool__title">
        {t('OPS_REGIONS_NEW_CITY')}
      </h3>
      <p className="ops-tool__intro">{t('OPS_REGIONS_NEW_CITY_INTRO')}</p>
      <div className="ops-tool__grid">
        {field(
          'from',
          t('OPS_REGIONS_CITY_FROM'),
          (props) => (
            <select {...props} className="field__control" value={answers.from} onChange={(event) => set('from', event.target.value)}>
              <option value="">{t('OPS_REGIONS_CITY_FROM_DEFAULT')}</option>
              {cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.id})
                </option>
              ))}
            </select>
          ),
          t('OPS_REGIONS_CITY_FROM_HINT'),
        )}
        {field('id', t('OPS_REGIONS_CITY_ID'), text('id', { autoCapitalize: 'characters' }), t('OPS_REGIONS_CITY_ID_HINT'))}
        {field('name', t('OPS_REGIONS_CITY_NAME'), text('name'))}
        {field('timezone', t('OPS_REGIONS_CITY_TIMEZONE'), text('timezone', { list: 'ops-time-zones' }))}
        {field('telephoneHuman', t('OPS_REGIONS_CITY_PHONE'), text('telephoneHuman'), t('OPS_REGIONS_CITY_PHONE_HINT'))}
        {field('telephoneLink', t('OPS_REGIONS_CITY_PHONE_LINK'), text('telephoneLink'), t('OPS_REGIONS_CITY_PHONE_LINK_HINT'))}
        {field('bankingPayoutType', t('OPS_REGIONS_CITY_PAYOUT'), (props) => (
          <select {...props} className="field__control" value={answers.bankingPayoutType} onChange={(event) => set('bankingPayoutType', event.target.value)}>
            <option value="bacs">{t('OPS_REGIONS_CITY_PAYOUT_BACS')}</option>
            <option value="iban">{t('OPS_REGIONS_CITY_PAYOUT_IBAN')}</option>
          </select>
        ))}
        {field('heroLanguage_id', t('OPS_REGIONS_CITY_LANGUAGE'), (props) => (
          <select {...props} className="field__control" value={answers.heroLanguage_id} onChange={(event) => set('heroLanguage_id', event.target.value)}>
            {LANGUAGE_IDS.map((language) => (
              <option key={language} value={language}>
                {t(`OPS_REGIONS_LANGUAGE_${language}`)}
              </option>
            ))}
          </select>
        ))}
      </div>
      <datalist id="ops-time-zones">
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <div className="ops-actions">
        <button type="submit" className="button" disabled={add.isPending}>
          {t('OPS_REGIONS_NEW_CITY_ADD')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('OPS_REGIONS_CANCEL')}
        </button>
      </div>
      {problems ? (
        <div className="ops-refused" role="alert">
          <p className="ops-refused__title">{t('OPS_REGIONS_FIX_DRAFT_FIRST', { count: problems.length })}</p>
          <ProblemList problems={problems} />
        </div>
      ) : null}
      {otherError ? (
        <p className="ops-regions__error" role="alert">
          {otherError}
        </p>
      ) : null}
    </form>
  );
}
