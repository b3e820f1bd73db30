import { useTranslation } from 'react-i18next';
import type { EducationSchool } from '../../engine/generated/api/education-school';
import { pagePath } from '../../engine/pages';
import { LocalizedLink } from '../shared/localized-link';
import { ContentLanguageNote, useForeignLang, useLevelName } from './content-language';

/** A school in a list: logo, name, city, levels (in the page's language) and its short description (saying its language when another). */
export function SchoolCard({ school }: { school: EducationSchool }) {
  const { t } = useTranslation();
  const levelName = useLevelName();
  const lang = useForeignLang(school.language);
  return (
    <article className="school-card">
      {school.logoUrl ? <img className="school-card__logo" src={school.logoUrl} alt="" width={56} height={56} /> : null}
      <div className="school-card__body">
        <h3 className="school-card__name">
          <LocalizedLink to={pagePath('educationSchool', { slug: school.slug })}>{school.name}</LocalizedLink>
        </h3>
        <p className="education-muted">
          {school.city} · {t('EDUCATION_COURSES_COUNT', { count: school.coursesCount })}
        </p>
        <p lang={lang}>{school.shortDescription}</p>
        <ContentLanguageNote language={school.language} />
        <p className="school-card__levels">
          {school.levels.map((level) => (
            <span key={level} className="education-chip">
              {levelName(level)}
            </span>
          ))}
        </p>
      </div>
    </article>
  );
}
