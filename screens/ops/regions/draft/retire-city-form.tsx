import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLabel } from '../../../shared/error-label';
import { postRetireCity, useDraftMutation } from '../api/region-drafts';
import type { CityOfFiles } from '../draft-files';
import { regionProblemsOf } from '../region-problems';
import { ProblemList } from '../review/problem-list';

/**
 * Retiring a city (issue 24): chosen, then confirmed. Retired, it closes for sign-up and leaves every
 * list, and still resolves for the people who belong to it; the draft's review shows how many.
 */
export function RetireCityForm({ cities, saveFirst, onRetired, onCancel }: { cities: CityOfFiles[]; saveFirst: () => Promise<string>; onRetired: (file: string) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const [cityId, setCityId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const retire = useDraftMutation(async (id: string) => postRetireCity(await saveFirst(), id));
  const city = cities.find((c) => c.id === cityId);
  const problems = regionProblemsOf(retire.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!city) return;
    if (!confirming) {
      setConfirming(true);
      return;
    }
    retire.mutate(city.id, { onSuccess: () => onRetired(`${city.id}.json`) });
  };

  return (
    <form id="ops-retire-city" className="ops-tool" onSubmit={submit} aria-labelledby="ops-retire-city-title">
      <h3 id="ops-retire-city-title" className="ops-tool__title">
        {t('OPS_REGIONS_RETIRE_CITY')}
      </h3>
      <p className="ops-tool__intro">{t('OPS_REGIONS_RETIRE_INTRO')}</p>
      <div className="field">
        <label className="field__label" htmlFor="ops-retire-city-id">
          {t('OPS_REGIONS_RETIRE_WHICH')}
        </label>
        <select
          id="ops-retire-city-id"
          className="field__control"
          value={cityId}
          onChange={(event) => {
            setCityId(event.target.value);
            setConfirming(false);
          }}
        >
          <option value="">{t('OPS_REGIONS_CHOOSE_CITY')}</option>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.id})
            </option>
          ))}
        </select>
      </div>
      {confirming && city ? (
        <p className="ops-confirm__text" role="status">
          {t('OPS_REGIONS_RETIRE_CONFIRM', { city: city.name })}
        </p>
      ) : null}
      <div className="ops-actions">
        <button type="submit" className={confirming ? 'button button--accent' : 'button'} disabled={!city || retire.isPending}>
          {confirming && city ? t('OPS_REGIONS_RETIRE_YES', { city: city.name }) : t('OPS_REGIONS_RETIRE_NEXT')}
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
      ) : retire.isError ? (
        <p className="ops-regions__error" role="alert">
          {errorLabel(retire.error, t, (key) => i18n.exists(key))}
        </p>
      ) : null}
    </form>
  );
}
