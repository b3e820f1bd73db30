import { useTranslation } from 'react-i18next';
import { firstUnconfirmed, payoutTypeOf } from '../../../engine/rules/statements';
import { loadErrorLabel, retryHelps } from '../../shared/error-label';
import { useMe } from '../../shared/session/get-me';
import { useSessionRegion } from '../../shared/session/viewer';
import { useInfiniteScroll } from '../../shared/use-infinite-scroll';
import { useCityTimeZone } from '../../shared/dates/use-city-time-zone';
import { EmptyState, ErrorState, LoadingState } from '../../ui/status';
import { useStatements } from './api/get-statements';
import { BankDetailsSection } from './bank-details-section';
import { PayoutCountdown } from './payout-countdown';
import { StatementCard } from './statement-card';
import './statements.css';

/**
 * /statements (W§2): the bank details of the worker's city, the payout countdown of the first
 * unconfirmed statement, and the statements, 15 at a time, loading more as the list's end scrolls
 * into view until the total is reached.
 */
export function StatementsPage() {
  const { t } = useTranslation();
  return (
    <div className="statements-page">
      <h1>{t('STATEMENTS_TITLE')}</h1>
      <div className="statements-page__columns">
        <StatementsList />
        <BankDetailsSection />
      </div>
    </div>
  );
}

function StatementsList() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const statements = useStatements();
  const region = useSessionRegion();
  const settings = region?.keyValues;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = statements;
  // W§9: the next 15 load as the end of the list stays in view (throttle 200 ms, delay 250 ms: region constants).
  const sentinel = useInfiniteScroll<HTMLDivElement>({
    hasMore: hasNextPage,
    loading: isFetchingNextPage,
    loadMore: () => void fetchNextPage(),
    throttleMs: settings?.infiniteScrollThrottleMs ?? 200,
    delayMs: settings?.scrollDelayMs ?? 250,
  });

  const timeZone = useCityTimeZone();
  const payoutType = payoutTypeOf({ city: me.data?.city ?? region?.city, forms: region?.forms });
  const banking = me.data?.worker?.banking;
  const heading = (
    <h2 id="statements-list" className="statements-section__heading">
      {t('STATEMENTS_LIST_HEADING')}
    </h2>
  );

  if (statements.isPending) {
    return (
      <section className="statements-section" aria-labelledby="statements-list">
        {heading}
        <LoadingState label={t('STATEMENTS_LOADING')} />
      </section>
    );
  }
  if (statements.isError) {
    return (
      <section className="statements-section" aria-labelledby="statements-list">
        {heading}
        <ErrorState message={loadErrorLabel(statements.error, t, (key) => i18n.exists(key))} retryLabel={t('STATEMENTS_RETRY')} onRetry={retryHelps(statements.error) ? () => void statements.refetch() : undefined} />
      </section>
    );
  }
  const rows = statements.data.pages.flatMap((page) => page.statements);
  const total = statements.data.pages[0]?.total ?? 0;
  const first = firstUnconfirmed(rows);
  return (
    <section className="statements-section statements-section--list" aria-labelledby="statements-list">
      {first ? <PayoutCountdown statement={first} timeZone={timeZone} /> : null}
      <div className="statements-section__head">
        {heading}
        <span className="statements-section__count">{t('STATEMENTS_COUNT', { count: total })}</span>
      </div>
      {rows.length === 0 ? (
        <EmptyState>
          <p>{t('STATEMENTS_EMPTY')}</p>
        </EmptyState>
      ) : (
        <ul className="statements-list">
          {rows.map((statement) => (
            <StatementCard key={statement.id} statement={statement} banking={banking} payoutType={payoutType} timeZone={timeZone} />
          ))}
        </ul>
      )}
      <div ref={sentinel} />
      {hasNextPage ? (
        <button type="button" className="button button--secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? t('STATEMENTS_LOADING') : t('STATEMENTS_LOAD_MORE')}
        </button>
      ) : null}
    </section>
  );
}
