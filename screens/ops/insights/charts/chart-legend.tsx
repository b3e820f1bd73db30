import { useTranslation } from 'react-i18next';

const SERIES_LETTERS = 'abcdefghijklmno';

/** The series of a chart with their colours (Chartist's ct-series-a, -b...), and what a marker is. */
export function ChartLegend({ names, markers = false }: { names: string[]; markers?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="insights-legend" aria-hidden="true">
      {names.map((name, i) => (
        <li key={name} className={`insights-legend__item insights-legend__item--${SERIES_LETTERS[i]}`}>
          {name}
        </li>
      ))}
      {markers ? <li className="insights-legend__item insights-legend__item--marker">{t('OPS_INSIGHTS_LEGEND_MARKER')}</li> : null}
    </ul>
  );
}
