/**
 * /service-areas (issue 16, R§9 service-area demand colours, "a heat map"): the areas of the
 * worker's city (postcode districts, arrondissements, Bezirke: region data) as a heat-map grid
 * coloured by demand, each with its level in words; the worker ticks the areas they cover and
 * saves. Bookings outside them are not offered to the worker. Below, the demand heat map of the
 * coming week's hours (demand-heat-map.tsx).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiaryDemandResponse } from '../../../engine/generated/api/diary-demand-response';
import type { ServiceAreasResponse } from '../../../engine/generated/api/service-areas-response';
import { calendarDay } from '../../../engine/time/zoned-time';
import { errorLabel, loadErrorLabel, retryHelps } from '../../shared/error-label';
import { useCityTimeZone } from '../../shared/dates/use-city-time-zone';
import { EmptyState, ErrorState, LoadingState } from '../../ui/status';
import { useAreaDemand, useSaveServiceAreas, useServiceAreas } from './api/service-areas';
import { DemandHeatMap } from './demand-heat-map';
import './service-areas-page.css';

type Level = 'high' | 'medium' | 'low' | 'none';
const LEVEL_KEY: Record<Level, string> = {
  high: 'SERVICE_AREAS_DEMAND_HIGH',
  medium: 'SERVICE_AREAS_DEMAND_MEDIUM',
  low: 'SERVICE_AREAS_DEMAND_LOW',
  none: 'SERVICE_AREAS_DEMAND_NONE',
};

function Areas({ state, demand }: { state: ServiceAreasResponse; demand: DiaryDemandResponse | undefined }) {
  const { t, i18n } = useTranslation();
  const save = useSaveServiceAreas();
  const [covered, setCovered] = useState(() => new Set(state.covered));
  const [status, setStatus] = useState<string | null>(null);
  const byId = new Map((demand?.areas ?? []).map((a) => [a.id, a]));
  // The region's service-area colours (R§9) come with the demand answer.
  const colours = demand?.areaColours;
  const toggle = (id: string) => {
    setCovered((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
    setStatus(null);
  };
  const onSave = () =>
    save.mutate(
      state.areas.filter((a) => covered.has(a.id)).map((a) => a.id),
      { onSuccess: (saved) => setStatus(t('SERVICE_AREAS_SAVED', { count: saved.covered.length })) },
    );

  return (
    <>
      <ul className="area-legend" aria-label={t('SERVICE_AREAS_LEGEND')}>
        {(colours ? (['high', 'medium', 'low'] as const) : []).map((level) => (
          <li key={level}>
            <span className="area-legend__swatch" style={{ background: colours?.[level] }} aria-hidden="true" />
            {t(LEVEL_KEY[level])}
          </li>
        ))}
        <li>
          <span className="area-legend__swatch" aria-hidden="true" />
          {t(LEVEL_KEY.none)}
        </li>
      </ul>
      <fieldset className="area-fieldset" disabled={!state.editable}>
        <legend className="visually-hidden">{t('SERVICE_AREAS_PICK')}</legend>
        <ul className="area-grid">
          {state.areas.map((area) => {
            const figures = byId.get(area.id);
            const level: Level = figures?.level ?? 'none';
            const checked = covered.has(area.id);
            return (
              <li key={area.id} className={`area-tile area-tile--${level}${checked ? ' area-tile--covered' : ''}`} style={level === 'none' || !colours ? undefined : { background: colours[level] }}>
                <label className="area-tile__label">
                  <input type="checkbox" checked={checked} onChange={() => toggle(area.id)} />
                  <span className="area-tile__id">{area.id}</span>
                  <span className="area-tile__name">{area.name}</span>
                  <span className="area-tile__demand">
                    {t(LEVEL_KEY[level])}
                    {figures ? ` · ${t('SERVICE_AREAS_BOOKINGS', { count: figures.bookings })}` : ''}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {demand ? <p className="area-note">{t('SERVICE_AREAS_DEMAND_NOTE', { count: demand.weeksCounted })}</p> : null}
      {state.editable ? (
        <div className="area-actions">
          <button type="button" className="button" onClick={onSave} disabled={save.isPending}>
            {save.isPending ? t('SERVICE_AREAS_SAVING') : t('SERVICE_AREAS_SAVE')}
          </button>
          <span className="area-note">{t('SERVICE_AREAS_SELECTED', { count: covered.size })}</span>
        </div>
      ) : (
        <p className="area-note">{t('DIARY_READ_ONLY')}</p>
      )}
      <p role="status" className="area-note">
        {status}
      </p>
      {save.isError ? (
        <p role="alert" className="area-error">
          {/* A refused save says why in the server's words when we have no label (W§8), unlike a failed load. */}
          {errorLabel(save.error, t, (key) => i18n.exists(key))}
        </p>
      ) : null}
      {demand ? <DemandHeatMap demand={demand} /> : null}
    </>
  );
}

export function ServiceAreasPage() {
  const { t, i18n } = useTranslation();
  const timeZone = useCityTimeZone();
  const areas = useServiceAreas();
  const today = calendarDay(new Date(), timeZone);
  const demand = useAreaDemand(today);
  let content;
  if (areas.isPending) content = <LoadingState label={t('SERVICE_AREAS_LOADING')} />;
  else if (areas.isError) {
    content = <ErrorState message={loadErrorLabel(areas.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={retryHelps(areas.error) ? () => void areas.refetch() : undefined} />;
  } else if (areas.data.areas.length === 0) content = <EmptyState>{t('SERVICE_AREAS_EMPTY')}</EmptyState>;
  else content = <Areas state={areas.data} demand={demand.data} />;
  return (
    <div className="service-areas-page">
      <h1>{t('SERVICE_AREAS_TITLE')}</h1>
      <p className="service-areas-page__intro">{t('SERVICE_AREAS_INTRO')}</p>
      {content}
    </div>
  );
}
