import { starWidthPercent } from '../../../engine/rules/ratings';

/**
 * A row of five stars filled to rating × 20 % (W§9: "star width is rating times 20 percent"):
 * the grey row underneath, the gold row on top clipped to that width. The number itself is
 * given to screen readers as text.
 */
export function StarRating({ rating, scaleMaximum, label, size = 'small' }: { rating: number | null; scaleMaximum: number; label: string; size?: 'small' | 'large' }) {
  const width = starWidthPercent(rating, scaleMaximum);
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={label}>
      <span className="stars__row stars__row--empty" aria-hidden="true">
        {'★'.repeat(scaleMaximum)}
      </span>
      <span className="stars__row stars__row--full" aria-hidden="true" style={{ width: `${width}%` }} data-width={width}>
        {'★'.repeat(scaleMaximum)}
      </span>
    </span>
  );
}
