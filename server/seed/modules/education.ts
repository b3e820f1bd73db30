// The education catalogue (R§3): course categories, schools with their cities, and their courses, from the data in
// education-catalogue.ts. Each school's first category gets a second, advanced course at the school's next level.
import { courseCategories, courseCategoryLinks, courses, schoolCities, schools } from '../../platform/db/schema';
import type { SeedModule } from '../types';
import { categorySeeds, courseTemplates, schoolSeeds, type SchoolSeed } from './education-catalogue';

type CourseRow = typeof courses.$inferInsert;
type LinkRow = typeof courseCategoryLinks.$inferInsert;

const ADVANCED = { en: 'Advanced', fr: 'Perfectionnement :' } as const;

function schoolCourses(school: SchoolSeed): {
  rows: CourseRow[];
  links: LinkRow[];
} {
  const rows: CourseRow[] = [];
  const links: LinkRow[] = [];
  const language = school.countryId === 'FR' ? 'fr' : 'en';
  const add = (category: SchoolSeed['teaches'][number], index: number, advanced: boolean) => {
    const template = courseTemplates[category][language];
    const campus = school.campuses[index % school.campuses.length];
    const level = advanced ? school.levels[school.levels.length - 1] : school.levels[Math.min(index % 2, school.levels.length - 1)];
    const id = `${school.slug}--${category}${advanced ? '--advanced' : ''}`;
    const name = advanced ? `${ADVANCED[language]} ${template.name.charAt(0).toLowerCase()}${template.name.slice(1)}` : template.name;
    rows.push({
      id,
      schoolId: school.slug,
      name,
      url: `https://${school.slug}.example.org/${language === 'fr' ? 'formations' : 'courses'}/${category}${advanced ? '-advanced' : ''}`,
      description: template.description.replace('{campus}', campus),
      campus,
      level,
      position: rows.length + 1,
    });
    links.push({ courseId: id, courseCategoryId: category });
  };
  school.teaches.forEach((category, index) => add(category, index, false));
  add(school.teaches[0], 0, true);
  return { rows, links };
}

export const educationSeed: SeedModule = {
  name: 'education',
  async run(db) {
    await db.insert(courseCategories).values(
      categorySeeds.map((c, index) => ({
        id: c.id,
        name: c.name,
        description: c.description,
        names: { fr_FR: c.fr.name, de_AT: c.de.name },
        descriptions: { fr_FR: c.fr.description, de_AT: c.de.description },
        featured: c.featured,
        position: index + 1,
      })),
    );
    await db.insert(schools).values(
      schoolSeeds.map((s, index) => ({
        id: s.slug,
        slug: s.slug,
        name: s.name,
        countryId: s.countryId,
        imageUrl: `/images/education/schools/${s.slug}.svg`,
        logoUrl: `/images/education/logos/${s.slug}.svg`,
        url: `https://${s.slug}.example.org/`,
        shortDescription: s.shortDescription,
        description: `${s.shortDescription} ${s.about}`,
        levels: [...s.levels],
        featured: s.featured ?? false,
        signupListed: s.signupListed ?? true,
        position: index + 1,
      })),
    );
    await db.insert(schoolCities).values(schoolSeeds.flatMap((s) => s.cityIds.map((cityId) => ({ schoolId: s.slug, cityId }))));
    const all = schoolSeeds.map(schoolCourses);
    await db.insert(courses).values(all.flatMap((c) => c.rows));
    await db.insert(courseCategoryLinks).values(all.flatMap((c) => c.links));
  },
};
