import { useTranslation } from 'react-i18next';

/**
 * What the diary's colours and symbols mean: the text alternative of the demand colours. The
 * colours are the region's (R§9, in the demand answer): until it arrives the demand items wait.
 */
export function DiaryLegend({ colours, demandLoading, demandFailed }: { colours: { high: string; medium: string } | undefined; demandLoading: boolean; demandFailed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="diary-legend">
      <ul className="diary-legend__items" aria-label={t('DIARY_LEGEND')}>
        <li>
          <span className="diary-legend__swatch diary-legend__swatch--on" aria-hidden="true">
            ✓
          </span>
          {t('DIARY_AVAILABLE')}
        </li>
        <li>
          <span className="diary-legend__swatch diary-legend__swatch--booked" aria-hidden="true" />
          {t('DIARY_BOOKED')}
        </li>
        {colours ? (
          <>
            <li>
              <span className="diary-legend__swatch" style={{ background: colours.high }} aria-hidden="true">
                ●●
              </span>
              {t('DIARY_DEMAND_HIGH')}
            </li>
            <li>
              <span className="diary-legend__swatch" style={{ background: colours.medium }} aria-hidden="true">
                ●
              </span>
              {t('DIARY_DEMAND_MEDIUM')}
            </li>
          </>
        ) : null}
      </ul>
      {demandLoading ? <p className="diary-note">{t('DIARY_DEMAND_LOADING')}</p> : null}
      {demandFailed ? <p className="diary-note">{t('DIARY_DEMAND_FAILED')}</p> : null}
    </div>
  );
}
