import type { ReactNode } from 'react';
import './status.css';

/** Shown while data loads; announced politely to screen readers. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="status status--loading" role="status" aria-live="polite">
      <span className="status__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** A failed load, with an optional way to try again. */
export function ErrorState({ message, retryLabel, onRetry }: { message: string; retryLabel?: string; onRetry?: () => void }) {
  return (
    <div className="status status--error" role="alert">
      <p className="status__message">{message}</p>
      {onRetry && retryLabel ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="status status--empty">{children}</div>;
}
