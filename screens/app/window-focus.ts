import { focusManager } from '@tanstack/react-query';

/** Query's focus manager hearing these window events. */
function listenTo(events: readonly string[]): void {
  focusManager.setEventListener((handleFocus) => {
    if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return undefined;
    const listener = () => handleFocus();
    for (const event of events) window.addEventListener(event, listener, false);
    return () => {
      for (const event of events) window.removeEventListener(event, listener);
    };
  });
}

/**
 * TanStack Query refetches "on window focus" on `visibilitychange` only: a tab switch, but not a
 * click into a browser window that stayed visible beside another (the ops editor next to an open
 * sign-up). The queries that follow the focus (the composed forms, issue 24) hear the window's
 * `focus` too; a tab switch fires both, and Query runs one refetch for them. Returns the undo
 * (Query's own listener again).
 */
export function followWindowFocus(): () => void {
  listenTo(['visibilitychange', 'focus']);
  return () => listenTo(['visibilitychange']);
}
