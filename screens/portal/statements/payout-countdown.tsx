import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Statement } from '../../../engine/generated/api/statement';
import { countdownTo } from '../../../engine/rules/statements';
import { useDateWriter } from '../../shared/dates/use-date-writer';

const MINUTE = 60_000;

/** W§4: the countdown to the confirmation deadline of the first unconfirmed statement (R§9 day 3, 18:00 city time). */
export function PayoutCountdown({ statement, timeZone }: { statement: Statement; timeZone: string }) {
  const { t } = useTranslation();
  const dates = useDateWriter(timeZone);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  if (!statement.confirmationDeadline) return null;
  const left = countdownTo(new Date(statement.confirmationDeadline), now);
  return (
    <section className="statements-countdown" aria-labelledby="statements-countdown">
      <h2 id="statements-countdown" className="statements-countdown__title">
        {t('STATEMENTS_COUNTDOWN_TITLE')}
      </h2>
      <p className="statements-countdown__clock" aria-live="off">
        <span>{t('STATEMENTS_COUNTDOWN_DAYS', { count: left.days })}</span>
        <span>{t('STATEMENTS_COUNTDOWN_HOURS', { count: left.hours })}</span>
        <span>{t('STATEMENTS_COUNTDOWN_MINUTES', { count: left.minutes })}</span>
        <span className="statements-countdown__left">{t('STATEMENTS_COUNTDOWN_LEFT')}</span>
      </p>
      <p className="statements-countdown__text">
        {t('STATEMENTS_COUNTDOWN', { title: statement.title, deadline: t('DATE_AT_TIME', { date: dates.dayDateMonth(statement.confirmationDeadline), time: dates.time(statement.confirmationDeadline) }) })}
      </p>
    </section>
  );
}
