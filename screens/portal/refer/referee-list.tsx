import { useTranslation } from 'react-i18next';
import type { ReferralsResponse } from '../../../engine/generated/api/referrals-response';
import { REFEREE_STEPS, refereeProgress } from '../../../engine/rules/referee-stage';
import { useDateWriter } from '../../shared/dates/use-date-writer';

type Referee = ReferralsResponse['referrals'][number];

/** One referee: name, date, and the 7-step bar of W§4 (declined instead of the bar; complete highlights the kickback). */
function RefereeItem({ referee, amount, timeZone }: { referee: Referee; amount: string; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const progress = refereeProgress(referee.stage);
  const date = useDateWriter(timeZone).date(referee.createdAt);
  const stepLabel = progress.current ? t(`REFER_STEP_${progress.current.toUpperCase()}`) : t('REFER_DECLINED');
  return (
    <li className={`referee${progress.declined ? ' referee--declined' : ''}${progress.complete ? ' referee--complete' : ''}`} data-testid="referee">
      <div className="referee__head">
        <span className="referee__name">{referee.name}</span>
        <span className="referee__date">{t('REFER_REFERRED_ON', { date })}</span>
      </div>
      {progress.declined ? (
        <p className="referee__declined">{t('REFER_DECLINED')}</p>
      ) : (
        <>
          <ol
            className="referee__bar"
            role="img"
            aria-label={t('REFER_PROGRESS_LABEL', { step: progress.reached, total: REFEREE_STEPS.length, label: stepLabel })}
          >
            {REFEREE_STEPS.map((step, index) => (
              <li key={step} className={index < progress.reached ? 'referee__step referee__step--done' : 'referee__step'} />
            ))}
          </ol>
          <p className="referee__stage">
            {progress.complete ? <strong className="referee__kickback">{t('REFER_KICKBACK_EARNED', { amount })}</strong> : stepLabel}
          </p>
        </>
      )}
    </li>
  );
}

export function RefereeList({ data, amount, timeZone }: { data: ReferralsResponse; amount: string; timeZone: string | undefined }) {
  return (
    <ul className="referee-list">
      {data.referrals.map((referee) => (
        <RefereeItem key={referee.id} referee={referee} amount={amount} timeZone={timeZone} />
      ))}
    </ul>
  );
}
