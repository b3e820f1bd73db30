/** What a list will look like while it loads; announced once to screen readers. */
export function ReputationSkeleton({ label, blocks = 4 }: { label: string; blocks?: number }) {
  return (
    <div role="status" aria-live="polite" className="reputation-skeleton">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: blocks }, (_, i) => (
        <div key={i} className="reputation-skeleton__block" aria-hidden="true" />
      ))}
    </div>
  );
}
