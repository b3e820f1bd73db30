import { useTranslation } from 'react-i18next';
import type { Statement } from '../../../engine/generated/api/statement';
import { canOpenStatement, statementConfirmRefusal, type BankDetails, type PayoutType } from '../../../engine/rules/statements';
import { apiErrorBody } from '../../shared/api/api-client';
import { useDateWriter } from '../../shared/dates/use-date-writer';
import { errorLabel } from '../../shared/error-label';
import { endpointUrl } from '../../../engine/api/endpoint';
import { getStatementPdf } from '../../../engine/api/endpoints/statements';
import { useConfirmStatement } from './api/confirm-statement';
import { lastInstant } from './statement-format';
import { formatMoney } from '../../../engine/money/format-money';

interface Props {
  statement: Statement;
  banking: BankDetails | undefined;
  payoutType: PayoutType;
  timeZone: string;
}

/** One statement: period, payout, and confirm (disabled with the engine's reason) and the PDF; a cancelled one neither. */
export function StatementCard({ statement, banking, payoutType, timeZone }: Props) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmStatement(statement.id);
  const dates = useDateWriter(timeZone);
  const refusal = statementConfirmRefusal(statement, banking, payoutType);
  const cancelled = !canOpenStatement(statement);
  const reasonId = `statement-${statement.id}-reason`;
  return (
    <li className={`statement-card${cancelled ? ' statement-card--cancelled' : ''}`}>
      <div className="statement-card__main">
        <h3 className="statement-card__title">{statement.title}</h3>
        <p className="statement-card__period">
          {t('STATEMENTS_PERIOD', { start: dates.date(statement.periodStart), end: dates.date(lastInstant(statement.periodEnd)) })}
        </p>
      </div>
      <p className="statement-card__payout">
        <span className="statement-card__payout-label">{t('STATEMENTS_PAYOUT')}</span>
        <span className="statement-card__amount">{formatMoney(statement.total, statement.currencySymbol, i18n.language)}</span>
      </p>
      <div className="statement-card__actions">
        {cancelled ? (
          <>
            <span className="statement-chip statement-chip--cancelled">{t('STATEMENTS_CANCELLED')}</span>
            <span className="statement-card__note">{t('STATEMENTS_CANCELLED_NOTE')}</span>
          </>
        ) : (
          <>
            {statement.confirmedAt ? (
              <span className="statement-chip statement-chip--confirmed">
                {t('STATEMENTS_CONFIRMED_ON', { date: dates.date(statement.confirmedAt) })}
              </span>
            ) : (
              <button
                type="button"
                className="button"
                disabled={refusal !== null || confirm.isPending}
                aria-describedby={refusal ? reasonId : undefined}
                onClick={() => confirm.mutate()}
              >
                {confirm.isPending ? t('STATEMENTS_CONFIRMING') : t('STATEMENTS_CONFIRM')}
              </button>
            )}
            <a className="button button--secondary" href={endpointUrl(getStatementPdf, { id: statement.id })} target="_blank" rel="noopener">
              {t('STATEMENTS_OPEN_PDF')}
            </a>
          </>
        )}
      </div>
      {refusal === 'BANK_DETAILS_MISSING' ? (
        <p id={reasonId} className="statement-card__note">
          {t('STATEMENTS_NEEDS_BANK_DETAILS')}
        </p>
      ) : null}
      {confirm.isError ? (
        <p className="statement-card__error" role="alert">
          {/* W§8: the message, or "An error occurred" when the answer carries none (offline, a proxy's page). */}
          {apiErrorBody(confirm.error) ? errorLabel(confirm.error, t, (key) => i18n.exists(key)) : t('STATEMENTS_CONFIRM_ERROR')}
        </p>
      ) : null}
      {confirm.isSuccess ? (
        <p className="statement-card__success" role="status">
          {t('STATEMENTS_CONFIRM_DONE')}
        </p>
      ) : null}
    </li>
  );
}
