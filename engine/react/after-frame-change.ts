import { useCallback, useEffect, useRef } from 'react';

/**
 * Typing in a question of the plain renderer: the input draws the character at once (it keeps its
 * own text, templates/base-input-template.tsx), and the form hears of it after the frame that
 * shows it. The form's work for a key (which questions show, which are required, the errors shown,
 * the page's own onChange) then runs after that frame instead of before it: at 4× CPU it was
 * about 6 ms of a 26 ms keystroke (issue 28, scripts/bench/keystrokes.ts). Keys typed within one
 * frame reach the form once, with the latest answers.
 *
 * `later` asks for `deliver` (a stable callback) after the next frame; `flush` hands a waiting
 * change over at once (true when there was one): before a submit, when focus leaves a question
 * (its check on leaving reads the form's answers), and when the form goes away; `waiting` says
 * whether one is waiting.
 */
export function useAfterFrameChange(deliver: () => void): { later: () => void; flush: () => boolean; waiting: () => boolean } {
  const waiting = useRef<{ frame?: number; timer?: ReturnType<typeof setTimeout> } | null>(null);

  const flush = useCallback(() => {
    const pending = waiting.current;
    if (!pending) return false;
    waiting.current = null;
    if (pending.frame !== undefined) cancelAnimationFrame(pending.frame);
    if (pending.timer !== undefined) clearTimeout(pending.timer);
    deliver();
    return true;
  }, [deliver]);

  const later = useCallback(() => {
    if (waiting.current) return;
    const pending: { frame?: number; timer?: ReturnType<typeof setTimeout> } = {};
    waiting.current = pending;
    // requestAnimationFrame runs just before the frame is drawn; the timeout it sets, just after.
    // A tab that draws no frames (hidden, or a test's DOM without them) hands over after 50 ms.
    if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
      pending.frame = requestAnimationFrame(() => {
        pending.frame = undefined;
        pending.timer = setTimeout(flush, 0);
      });
    }
    pending.timer ??= setTimeout(flush, 50);
  }, [flush]);

  const isWaiting = useCallback(() => waiting.current !== null, []);

  useEffect(
    () => () => {
      flush();
    },
    [flush],
  );
  return { later, flush, waiting: isWaiting };
}
