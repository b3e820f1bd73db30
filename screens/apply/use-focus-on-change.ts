import { useEffect, useRef } from 'react';

/**
 * When a page swaps its content without a navigation (a test stage, a signed agreement), the
 * reader is taken to the new heading: scrolled to the top and focused, so screen readers
 * announce it. Not on the first render: the router does that for a new page.
 */
export function useFocusHeadingOnChange(value: unknown, headingId = 'apply-page-title'): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
    document.getElementById(headingId)?.focus({ preventScroll: true });
  }, [value, headingId]);
}
