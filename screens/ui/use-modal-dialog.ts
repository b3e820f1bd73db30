import { useEffect, useRef } from 'react';

/**
 * `open` for a modal <dialog> in HTML rendered on the server (server/platform/ssr): it shows in the page's
 * first paint, as an open dialog, and becomes modal once the page runs (useModalDialog). In the
 * browser React leaves `open` to showModal.
 */
export const OPEN_IN_SERVER_HTML = typeof window === 'undefined' ? true : undefined;

/** Whether an open dialog is modal; true where the browser cannot say (jsdom has no :modal). */
function isModal(element: HTMLDialogElement): boolean {
  try {
    return element.matches(':modal');
  } catch {
    return true;
  }
}

/**
 * A <dialog> shown as a modal while its component is mounted: the browser keeps focus inside
 * and makes the page behind inert. jsdom and old browsers have no showModal: the dialog is then
 * shown in place. A dialog the server's HTML showed open (OPEN_IN_SERVER_HTML) is made modal here.
 * Returns the ref to put on the <dialog>.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (element.open && typeof element.showModal === 'function' && !isModal(element)) element.close();
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
    };
  }, []);
  return dialog;
}
