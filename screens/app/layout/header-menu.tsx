import { useTranslation } from 'react-i18next';
import { useHydrating } from '../../shared/hydration';
import { PAGES } from '../../../engine/pages';
import { useDropdown } from '../../ui/use-dropdown';
import { LocalizedLink } from '../../shared/localized-link';

/**
 * The header's links that a narrow screen has no room for (the help centre, the terms), behind
 * a Menu button; on wider screens the links are in the header itself and the button is hidden.
 */
export function HeaderMenu() {
  const { t } = useTranslation();
  const hydrating = useHydrating();
  const { open, setOpen, rootRef, toggleRef, menuId } = useDropdown();
  const close = () => setOpen(false);
  return (
    <div className="header-menu" ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className="header-menu__toggle"
        // A prerendered page's header waits for its code, as its main part does (root-layout.tsx).
        disabled={hydrating}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{t('HEADER_MENU')}</span>
      </button>
      <ul id={menuId} className="dropdown-panel header-menu__panel" hidden={!open}>
        <li>
          <LocalizedLink className="header-menu__item" to={PAGES.faq} onClick={close}>
            {t('HEADER_HELP')}
          </LocalizedLink>
        </li>
        <li>
          <LocalizedLink className="header-menu__item" to={PAGES.terms} onClick={close}>
            {t('FOOTER_TERMS')}
          </LocalizedLink>
        </li>
        <li>
          <LocalizedLink className="header-menu__item" to={PAGES.privacy} onClick={close}>
            {t('FOOTER_PRIVACY')}
          </LocalizedLink>
        </li>
      </ul>
    </div>
  );
}
