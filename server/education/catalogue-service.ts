/**
 * The education catalogue (R§3, R§7): schools with filters, course categories, courses, one school
 * by slug and the filters' facets. Read by anyone (R§6 "Visitor: education pages"). Lists are ordered
 * by position then id, so pages of the same filters never repeat or skip a school.
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { EducationCity } from '../../engine/generated/api/education-city';
import type { EducationCourseCategory } from '../../engine/generated/api/education-course-category';
import type { EducationCoursesQuery } from '../../engine/generated/api/education-courses-query';
import type { EducationCoursesResponse } from '../../engine/generated/api/education-courses-response';
import type { EducationFacetsResponse } from '../../engine/generated/api/education-facets-response';
import type { EducationSchool } from '../../engine/generated/api/education-school';
import type { EducationSchoolResponse } from '../../engine/generated/api/education-school-response';
import type { EducationSchoolsQuery } from '../../engine/generated/api/education-schools-query';
import type { EducationSchoolsResponse } from '../../engine/generated/api/education-schools-response';
import { cityName } from '../../engine/regions/city-name';
import type { LanguageId } from '../../engine/regions/types';
import { categoryList, educationContentLanguage, educationPaging } from '../../engine/rules/education';
import { courseCategories, courses, schoolCities, schools } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { HttpError } from '../platform/http/errors';

type Deps = Pick<ServerDeps, 'db' | 'regions'>;
type SchoolRow = typeof schools.$inferSelect;

// Subqueries name their tables by alias: inside sql`` drizzle writes a column without its table, which would bind to
// the subquery's own table.

/**
 * The region files' cities, their names in the reader's language, in list order; retired cities
 * (issue 24) after them, so a school there keeps its city's name while the filters leave it out.
 */
function cityNames(deps: Pick<ServerDeps, 'regions'>, language: LanguageId): Map<string, EducationCity> {
  const listed = deps.regions.cities();
  const retired = [...deps.regions.set.cities.values()].flatMap((entry) => (entry.data.city?.retired === true ? [entry.data.city] : []));
  return new Map(
    [...listed, ...retired].map((city) => [
      city.id,
      {
        id: city.id,
        name: cityName(city, language),
        country_id: city.country_id,
      },
    ]),
  );
}

/**
 * The reader's country first (issue 27: a Paris student sees the Paris schools before the UK ones),
 * then the usual order; without one, the usual order only.
 */
function ownCountryFirst(country: string | undefined): SQL[] {
  return country === undefined ? [] : [sql`(${schools.countryId} is distinct from ${country})`];
}

const coursesCount = sql<number>`(select count(*)::int from courses c where c.school_id = schools.id)`;
const firstCity = sql<string | null>`(select min(sc.city_id) from school_cities sc where sc.school_id = schools.id)`;

function toSchool(row: SchoolRow & { coursesCount: number; cityId: string | null }, cities: Map<string, EducationCity>): EducationSchool {
  return {
    value: row.id,
    id: row.id,
    name: row.name,
    slug: row.slug,
    imageUrl: row.imageUrl,
    logoUrl: row.logoUrl,
    url: row.url,
    shortDescription: row.shortDescription,
    description: row.description,
    city: row.cityId ? (cities.get(row.cityId)?.name ?? row.cityId) : null,
    countryId: row.countryId,
    language: educationContentLanguage(row.countryId),
    levels: row.levels,
    featured: row.featured,
    coursesCount: row.coursesCount,
  };
}

function schoolFilters(
  query: Pick<EducationSchoolsQuery, 'level' | 'location' | 'categories'> & {
    featured?: boolean;
  },
): SQL | undefined {
  const where: SQL[] = [];
  if (query.level !== undefined) where.push(sql`${query.level} = any(${schools.levels})`);
  if (query.location !== undefined) {
    where.push(sql`exists (select 1 from school_cities sc where sc.school_id = schools.id and sc.city_id = ${query.location})`);
  }
  const categories = categoryList(query.categories);
  if (categories.length > 0) {
    // A school teaching any of the chosen categories (a student ticking two wants either).
    where.push(
      sql`exists (select 1 from courses c join course_category_links l on l.course_id = c.id
            where c.school_id = schools.id and l.course_category_id in ${categories})`,
    );
  }
  if (query.featured) where.push(eq(schools.featured, true));
  return where.length > 0 ? and(...where) : undefined;
}

export async function listSchools(
  deps: Deps,
  query: EducationSchoolsQuery & { featured?: boolean },
  language: LanguageId,
): Promise<EducationSchoolsResponse> {
  const { offset, limit } = educationPaging(query);
  const where = schoolFilters(query);
  const location = query.location;
  // With a location filter, the city shown is the one looked for.
  const city = location === undefined ? firstCity : sql<string | null>`${location}::text`;
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select({ school: schools, coursesCount, cityId: city })
      .from(schools)
      .where(where)
      .orderBy(...ownCountryFirst(query.country), asc(schools.position), asc(schools.id))
      .offset(offset)
      .limit(limit),
    deps.db.select({ total: count() }).from(schools).where(where),
  ]);
  const cities = cityNames(deps, language);
  return {
    schools: rows.map((r) => toSchool({ ...r.school, coursesCount: r.coursesCount, cityId: r.cityId }, cities)),
    total,
  };
}

export async function schoolBySlug(deps: Deps, slug: string, language: LanguageId): Promise<EducationSchoolResponse> {
  const [row] = await deps.db.select({ school: schools, coursesCount, cityId: firstCity }).from(schools).where(eq(schools.slug, slug));
  if (!row) throw new HttpError(404, 'SCHOOL_NOT_FOUND', 'No school has this address.');
  const cities = cityNames(deps, language);
  const cityRows = await deps.db.select({ cityId: schoolCities.cityId }).from(schoolCities).where(eq(schoolCities.schoolId, row.school.id));
  return {
    school: toSchool({ ...row.school, coursesCount: row.coursesCount, cityId: row.cityId }, cities),
    cities: cityRows
      .map(
        (c) =>
          cities.get(c.cityId) ?? {
            id: c.cityId,
            name: c.cityId,
            country_id: c.cityId.slice(0, 2),
          },
      )
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export async function listCourseCategories(deps: Pick<ServerDeps, 'db'>, language: LanguageId): Promise<EducationCourseCategory[]> {
  const rows = await deps.db
    .select({
      category: courseCategories,
      coursesCount: sql<number>`(select count(*)::int from course_category_links l where l.course_category_id = course_categories.id)`,
    })
    .from(courseCategories)
    .orderBy(asc(courseCategories.position), asc(courseCategories.id));
  return rows.map(({ category, coursesCount: n }) => ({
    id: category.id,
    name: category.names[language] ?? category.name,
    description: category.descriptions[language] ?? category.description,
    featured: category.featured,
    coursesCount: n,
  }));
}

export async function listCourses(deps: Pick<ServerDeps, 'db'>, query: EducationCoursesQuery): Promise<EducationCoursesResponse> {
  const { offset, limit } = educationPaging(query);
  const where: SQL[] = [];
  if (query.category !== undefined) {
    where.push(
      sql`exists (select 1 from course_category_links l where l.course_id = courses.id and l.course_category_id = ${query.category})`,
    );
  }
  if (query.school !== undefined) where.push(eq(schools.slug, query.school));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select({
        course: courses,
        schoolName: schools.name,
        schoolSlug: schools.slug,
        schoolCountry: schools.countryId,
        categories: sql<
          string[]
        >`array(select l.course_category_id from course_category_links l where l.course_id = courses.id order by 1)`,
      })
      .from(courses)
      .innerJoin(schools, eq(schools.id, courses.schoolId))
      .where(condition)
      .orderBy(...ownCountryFirst(query.country), asc(schools.position), asc(courses.position), asc(courses.id))
      .offset(offset)
      .limit(limit),
    deps.db.select({ total: count() }).from(courses).innerJoin(schools, eq(schools.id, courses.schoolId)).where(condition),
  ]);
  return {
    courses: rows.map((r) => ({
      id: r.course.id,
      name: r.course.name,
      url: r.course.url,
      description: r.course.description,
      campus: r.course.campus,
      level: r.course.level,
      language: educationContentLanguage(r.schoolCountry),
      school: { name: r.schoolName, slug: r.schoolSlug },
      categories: r.categories,
    })),
    total,
  };
}

export async function facets(deps: Deps, language: LanguageId): Promise<EducationFacetsResponse> {
  const [cityRows, levelRows, courseCategoryList] = await Promise.all([
    deps.db.selectDistinct({ cityId: schoolCities.cityId }).from(schoolCities),
    deps.db.execute<{ level: string }>(sql`select distinct unnest(${schools.levels}) as level from ${schools} order by 1`),
    listCourseCategories(deps, language),
  ]);
  const cities = cityNames(deps, language);
  const used = new Set(cityRows.map((c) => c.cityId));
  // A retired city (issue 24) is no longer a place to look for a school.
  const listed = new Set(deps.regions.cities().map((c) => c.id));
  return {
    // In the region files' order (UK cities, then Paris), as the city choices elsewhere.
    cities: [...cities.values()].filter((c) => used.has(c.id) && listed.has(c.id)),
    courseCategories: courseCategoryList,
    levels: levelRows.rows.map((r) => r.level),
  };
}
