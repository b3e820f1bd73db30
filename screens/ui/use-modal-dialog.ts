import { useEffect, useRef } from 'react';

/**
 * A <dialog> shown as a modal while its component is mounted: the browser keeps focus inside
 * and makes the page behind inert. jsdom and old browsers have no showModal: the dialog is then
 * shown in place. Returns the ref to put on the <dialog>.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
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
