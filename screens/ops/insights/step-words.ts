import type { FunnelStep } from '../../../engine/insights/funnel';

/** A funnel step's name (OPS_INSIGHTS_STEP_SIGNED_UP for signedUp). */
export function stepKey(step: FunnelStep): string {
  return `OPS_INSIGHTS_STEP_${step.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}
