import { Trans } from 'react-i18next';
import { useMe } from '../../app/session/get-me';
import { useSessionSettings } from '../../app/session/viewer';

/**
 * "Call us on <phone> (<hours>)": the worker's city support line (W§3 City telephoneHuman,
 * telephoneLink) and the region's support hours (R§9). Null when the city has no phone.
 */
export function SupportPhoneText({ i18nKey }: { i18nKey: string }) {
  const city = useMe().data?.city;
  const hours = useSessionSettings()?.supportHours ?? '';
  if (!city?.telephoneHuman) return null;
  return (
    <Trans
      i18nKey={i18nKey}
      values={{ phone: city.telephoneHuman, hours }}
      components={{ phone: <a href={city.telephoneLink} className="portal-phone" /> }}
    />
  );
}
