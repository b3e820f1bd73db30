import type { ConfigResponse } from '../../engine/generated/api/config-response';
import { educationOffered } from '../../engine/rules/education';
import { useConfig } from '../app/api/get-config';
import { useViewer } from '../app/session/viewer';
import { usePageCountry } from '../app/use-page-language';

/**
 * The region the education pages are read in, as the rest of the portal knows it: a practitioner's
 * own city; anyone else's country is the one of the page's language (the picker's choice: /de is the
 * Vienna visitor). Undefined while it loads. `offered` is R§9 educationEnabled (off in AT).
 */
export function useEducationRegion(): { offered: boolean; settings: ConfigResponse['keyValues'] } | undefined {
  const viewer = useViewer();
  const country = usePageCountry();
  const config = useConfig({ country_id: country });
  if (!config.data) return undefined;
  const offered = viewer && viewer.kind === 'practitioner' ? viewer.switches.educationEnabled : educationOffered(config.data.keyValues);
  return { offered, settings: config.data.keyValues };
}
