/**
 * The portal's mark: a leaf in a rounded square, drawn inline so it never waits on a request.
 * `inverted` is for dark backgrounds.
 */
export function LogoMark({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  const tile = inverted ? '#f9d9cf' : '#0f5c55';
  const leaf = inverted ? '#0f5c55' : '#f9d9cf';
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill={tile} />
      <path d="M9 22c0-8 5-13 15-13-0.5 9-5.5 14-13 14" fill={leaf} />
      <path d="M10 23c3-4 6-7 10-9" stroke={tile} strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </svg>
  );
}
