import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGES } from '../../../engine/pages';
import { LocalizedLink } from '../../shared/localized-link';
import { useMe } from '../../shared/session/get-me';
import { useLogOut } from '../../shared/session/use-log-out';
import './account-menu.css';
import { useDropdown } from '../../ui/use-dropdown';

/** The header's menu for a logged-in person: who is logged in, the way home, their data and account (issue 31), Log out. */
export function AccountMenu() {
  const { t } = useTranslation();
  const worker = useMe().data?.worker;
  const { logOut, pending } = useLogOut();
  const { open, setOpen, rootRef, toggleRef, menuId } = useDropdown();

  if (!worker) return null;
  const displayName = worker.firstName?.trim() || worker.name?.trim() || worker.email;
  const initial = displayName.charAt(0).toUpperCase();

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('HEADER_ACCOUNT_MENU', { name: displayName })}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {initial}
        </span>
        <span className="account-menu__name">{displayName}</span>
      </button>
      <div id={menuId} className="dropdown-panel account-menu__panel" hidden={!open}>
        <p className="account-menu__who">
          <span className="account-menu__who-label">{t('HEADER_SIGNED_IN_AS')}</span>
          <span className="account-menu__email">{worker.email}</span>
        </p>
        <ul className="account-menu__items">
          <li>
            {/* The home page sends a logged-in person on to their own home. */}
            <LocalizedLink className="account-menu__item" to={PAGES.home} onClick={() => setOpen(false)}>
              {t(worker.studentAccount ? 'HEADER_EDUCATION_HOME' : 'HEADER_MY_HOME')}
            </LocalizedLink>
          </li>
          {worker.studentAccount ? (
            // R§2: the students' own pages (the guard sends a student without basics to the info page first).
            <>
              <li>
                <LocalizedLink className="account-menu__item" to={PAGES.educationPerks} onClick={() => setOpen(false)}>
                  {t('HEADER_STUDENT_PERKS')}
                </LocalizedLink>
              </li>
              <li>
                <LocalizedLink className="account-menu__item" to={PAGES.studentsInfo} onClick={() => setOpen(false)}>
                  {t('HEADER_STUDENT_INFO')}
                </LocalizedLink>
              </li>
            </>
          ) : null}
          {worker.staffRole ? null : (
            // Issue 31: download my data, close my account (PAGE_ACCESS.myData: applicants, workers, students; no slug).
            <li>
              <Link className="account-menu__item" to={PAGES.myData} onClick={() => setOpen(false)}>
                {t('MY_DATA_MENU_LINK')}
              </Link>
            </li>
          )}
          <li>
            <button
              type="button"
              className="account-menu__item account-menu__item--logout"
              disabled={pending}
              onClick={() => {
                setOpen(false);
                void logOut();
              }}
            >
              {t('HEADER_LOGOUT')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
