import { useTranslation } from 'react-i18next';
import type { RegionVersionSummary } from '../../../../engine/generated/api/region-version-summary';
import { formatTime } from '../format-time';

/** Who published a version, who approved it, when; what it rolled back to. */
export function VersionMeta({ version }: { version: RegionVersionSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <p className="ops-version__meta">
      {t('OPS_REGIONS_VERSION_BY', { author: version.author, time: formatTime(version.createdAt, i18n.language) })}
      {version.approvedBy ? <> · {t('OPS_REGIONS_VERSION_APPROVED_BY', { approver: version.approvedBy })}</> : null}
      {version.rollbackOf !== null ? <> · {t('OPS_REGIONS_VERSION_ROLLS_BACK', { version: version.rollbackOf })}</> : null}
    </p>
  );
}
