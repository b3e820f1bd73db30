import { Trans, useTranslation } from 'react-i18next';
import { supportPhoneOf } from '../../../engine/rules/phone-numbers';
import { supportHoursText } from '../../../engine/rules/support-hours';
import { languageOf } from '../../shared/i18n/i18n';
import { useSessionSettings } from '../../shared/session/viewer';

/**
 * "Call us on <phone> (<hours>)": customer support's line (R§9 `supportPhone`, W§2 "Inactive
 * worker: banner with the support number") and the hours it answers, written in the page's
 * language from the structured supportOpeningHours; both are settings of the worker's region.
 * Null until the region is known, or where it gives no number.
 */
export function SupportPhoneText({ i18nKey }: { i18nKey: string }) {
  const { i18n } = useTranslation();
  const settings = useSessionSettings();
  const phone = settings ? supportPhoneOf(settings) : null;
  const opening = settings?.supportOpeningHours;
  if (!phone) return null;
  const hours = opening ? supportHoursText(opening, languageOf(i18n)) : '';
  return <Trans i18nKey={i18nKey} values={{ phone: phone.shown, hours }} components={{ phone: <a href={phone.href} className="portal-phone" /> }} />;
}

/** Whether SupportPhoneText has a number to show. */
export function useHasSupportPhone(): boolean {
  const settings = useSessionSettings();
  return Boolean(settings && supportPhoneOf(settings));
}
