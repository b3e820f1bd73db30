import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../engine/money/format-money';
import { isLanguageId } from '../../../engine/rules/language';
import { referralTerms } from '../../../engine/rules/referral-terms';
import { loadErrorLabel, retryHelps } from '../../shared/error-label';
import { useMe } from '../../shared/session/get-me';
import { useSessionSettings } from '../../shared/session/viewer';
import { ShareBox } from '../../shared/share/share-box';
import { usePageLanguage } from '../../shared/i18n/use-page-language';
import { EmptyState, ErrorState, LoadingState } from '../../ui/status';
import { useReferrals } from './api/get-referrals';
import { RefereeList } from './referee-list';
import { referralLink } from './referral-link';
import './refer-page.css';

/** The networks W§2 names for the refer page (the promote page adds Messenger and LinkedIn). */
const REFER_NETWORKS = ['facebook', 'x', 'whatsapp'] as const;

/**
 * /refer (W§2 Refer): the worker's sign-up link with their code, the share box, the city's
 * kickback and the bookings it needs, and the people referred with their stage (W§4).
 */
export function ReferPage() {
  const { t, i18n } = useTranslation();
  const language = usePageLanguage();
  const me = useMe();
  const referrals = useReferrals();
  const worker = me.data?.worker;
  const city = me.data?.city;
  const settings = useSessionSettings();
  // The city's terms, else the region's referral defaults (R§9); the API states the same (referral-terms.ts).
  const terms = referrals.data?.terms ?? (settings ? referralTerms(city, settings) : null);
  // The one money formatter (issue 27): the page's language writes it as bookings and statements do.
  const amount = terms ? formatMoney(terms.kickback, me.data?.currency.textSymbol ?? '', language, { wholeUnits: true }) : '';
  const code = worker?.referralCode ?? null;

  let list: React.ReactNode;
  if (referrals.isPending) list = <LoadingState label={t('REFER_LOADING')} />;
  else if (referrals.isError) {
    list = <ErrorState message={loadErrorLabel(referrals.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={retryHelps(referrals.error) ? () => void referrals.refetch() : undefined} />;
  } else if (referrals.data.total === 0) list = <EmptyState>{t('REFER_EMPTY')}</EmptyState>;
  else list = <RefereeList data={referrals.data} amount={amount} timeZone={city?.timezone} />;

  return (
    <div className="refer-page">
      <h1>{t('REFER_TITLE')}</h1>
      <section className="refer-card" aria-labelledby="refer-offer-title">
        {terms ? (
          <>
            <h2 id="refer-offer-title">{t('REFER_OFFER_TITLE', { amount })}</h2>
            <p>{t('REFER_OFFER_TEXT', { amount, count: terms.payoutNumberOfBookings })}</p>
          </>
        ) : (
          <LoadingState label={t('REFER_LOADING')} />
        )}
        {code ? (
          <>
            <p className="refer-card__code">
              {t('REFER_YOUR_CODE')} <strong data-testid="referral-code">{code}</strong>
            </p>
            <ShareBox
              url={referralLink(window.location.origin, code, isLanguageId(city?.heroLanguage_id) ? city.heroLanguage_id : language)}
              message={t('REFER_SHARE_MESSAGE', { amount })}
              networks={REFER_NETWORKS}
              label={t('REFER_LINK_LABEL')}
            />
          </>
        ) : (
          <p>{t('REFER_NO_CODE')}</p>
        )}
      </section>
      <section className="refer-referees" aria-labelledby="refer-referees-title">
        <h2 id="refer-referees-title">{t('REFER_REFEREES_TITLE')}</h2>
        {list}
      </section>
    </div>
  );
}
