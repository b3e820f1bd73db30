/**
 * The demand heat map (R§9 "A heat map also has demand colours": `heatMapDemandColours`): when
 * customers book, the days of the coming week by the hours of the diary, each hour coloured by
 * its demand. It sits beside the area tiles (where demand is, in `serviceAreaDemandColours`); the
 * diary's week grid is the availability calendar, in `availabilityDemandColours`.
 * Colour is never alone: each cell carries a symbol and says its level to screen readers.
 */
import { useTranslation } from 'react-i18next';
import type { DiaryDemandResponse } from '../../../engine/generated/api/diary-demand-response';
import { useDateWriter } from '../../shared/dates/use-date-writer';
import { heatMapGrid, type HeatLevel } from './heat-map-cells';

const LEVEL_KEY: Record<HeatLevel, string> = {
  high: 'SERVICE_AREAS_DEMAND_HIGH',
  medium: 'SERVICE_AREAS_DEMAND_MEDIUM',
  low: 'SERVICE_AREAS_DEMAND_LOW',
  none: 'SERVICE_AREAS_DEMAND_NONE',
};
const SYMBOL: Record<HeatLevel, string> = { high: '●●', medium: '●', low: '○', none: '' };

export function DemandHeatMap({ demand }: { demand: DiaryDemandResponse }) {
  const { t } = useTranslation();
  const dates = useDateWriter();
  const { days, hours, levels } = heatMapGrid(demand.slots);
  if (days.length === 0 || hours.length === 0) return null;
  const colours = demand.heatMapColours;
  return (
    <section className="heat-map" aria-labelledby="heat-map-title">
      <h2 id="heat-map-title">{t('SERVICE_AREAS_HEAT_MAP_TITLE')}</h2>
      <p className="area-note">{t('SERVICE_AREAS_HEAT_MAP_TEXT', { count: demand.weeksCounted })}</p>
      <ul className="area-legend" aria-label={t('SERVICE_AREAS_LEGEND')}>
        {(['high', 'medium', 'low'] as const).map((level) => (
          <li key={level}>
            <span className="area-legend__swatch heat-map__swatch" style={{ background: colours[level] }} aria-hidden="true">
              {SYMBOL[level]}
            </span>
            {t(LEVEL_KEY[level])}
          </li>
        ))}
      </ul>
      <div className="heat-map__scroll">
        <table className="heat-map__table">
          <thead>
            <tr>
              <td />
              {hours.map((hour) => (
                <th key={hour} scope="col">
                  {dates.minuteOfDay(hour)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, row) => (
              <tr key={day}>
                <th scope="row">{dates.day.compactDayDateMonth(day)}</th>
                {hours.map((hour, column) => {
                  const level = levels[row]![column]!;
                  return (
                    <td key={hour} className={`heat-map__cell heat-map__cell--${level}`} style={level === 'none' ? undefined : { background: colours[level] }} data-level={level}>
                      <span aria-hidden="true">{SYMBOL[level]}</span>
                      <span className="visually-hidden">{t(LEVEL_KEY[level])}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
