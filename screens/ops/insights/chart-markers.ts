import { markerIndex } from '../../../engine/insights/markers';
import type { InsightsVersion } from './api/get-insights-versions';
import type { ChartMarker } from './charts/insights-chart';

/** A version with the number its marker carries on every chart of the page (1 = the oldest of the period). */
export interface NumberedVersion extends InsightsVersion {
  number: number;
}

export function numberVersions(versions: readonly InsightsVersion[]): NumberedVersion[] {
  return versions.map((version, i) => ({ ...version, number: i + 1 }));
}

/** The markers of the versions that fall on a chart of days (stepDays 1) or weeks (7). */
export function chartMarkers(versions: readonly NumberedVersion[], labels: readonly string[], stepDays: number): ChartMarker[] {
  const markers: ChartMarker[] = [];
  for (const version of versions) {
    const index = markerIndex(labels, version.createdAt.slice(0, 10), stepDays);
    if (index !== null) markers.push({ index, number: version.number, message: version.message });
  }
  return markers;
}
