import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageLanguage } from '../shared/i18n/use-page-language';
import { useCourseCategories } from './api/education-api';
import { CategorySelect, CourseList } from './course-list';
import { EducationGate } from './education-gate';

/** (L)/education/massage-courses?category= (R§2): every school's courses, of one category when chosen. */
export function CoursesPage() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const categories = useCourseCategories(language);
  const setCategory = (value: string) => setParams(value === '' ? {} : { category: value }, { replace: true });
  return (
    <EducationGate title={t('EDUCATION_COURSES_TITLE')}>
      {(settings, country) => (
        <>
          <h1>{t('EDUCATION_COURSES_TITLE')}</h1>
          <div className="education-filters">
            <CategorySelect value={category} categories={categories.data?.courseCategories ?? []} onChange={setCategory} />
          </div>
          <CourseList key={category} filter={category === '' ? {} : { category }} settings={settings} country={country} />
        </>
      )}
    </EducationGate>
  );
}
