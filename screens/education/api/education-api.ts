import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  getEducationCourseCategories,
  getEducationCourses,
  getEducationFacets,
  getEducationSchool,
  getEducationSchools,
  searchEducation,
} from '../../../engine/api/endpoints/education';
import type { EducationCoursesResponse } from '../../../engine/generated/api/education-courses-response';
import type { EducationSchoolsResponse } from '../../../engine/generated/api/education-schools-response';
import type { LanguageId } from '../../../engine/regions/types';
import { nextPageOffset } from '../../../engine/rules/ratings';
import { callEndpoint } from '../../shared/api/call-endpoint';
import type { EducationCountry } from '../use-education-region';

/** The school list's filters as the URL keeps them (R§2: level, location, course categories). */
export interface SchoolFilters {
  level?: string;
  location?: string;
  categories?: string;
}

// Names come back in the reader's language (the lang cookie), so the language is part of every key.
const STALE = 5 * 60_000;

/** An empty filter from the URL is no filter (the API refuses an empty value). */
function nonEmpty<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as T;
}

/** GET /api/education/schools (R§7): a page of schools matching the filters, and the total. */
export function getSchools(filters: SchoolFilters, offset: number, limit: number, country?: EducationCountry): Promise<EducationSchoolsResponse> {
  // The reader's country: its schools first (issue 27).
  return callEndpoint(getEducationSchools, { query: nonEmpty({ ...filters, country, offset, limit }) });
}

export function schoolsQueryOptions(filters: SchoolFilters, pageSize: number, language: LanguageId, country?: EducationCountry) {
  return infiniteQueryOptions({
    queryKey: ['education', 'schools', language, country, filters, pageSize],
    queryFn: ({ pageParam }) => getSchools(filters, pageParam, pageSize, country),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) =>
      nextPageOffset(
        pages.map((page) => ({
          total: page.total,
          count: page.schools.length,
        })),
      ),
    staleTime: STALE,
  });
}

export function useSchools(filters: SchoolFilters, pageSize: number | undefined, language: LanguageId, country?: EducationCountry) {
  return useInfiniteQuery({
    ...schoolsQueryOptions(filters, pageSize ?? 0, language, country),
    enabled: pageSize !== undefined,
  });
}

/** The featured schools of the education home: the first page of them. */
export function useFeaturedSchools(language: LanguageId, country?: EducationCountry) {
  return useQuery(
    queryOptions({
      queryKey: ['education', 'schools', language, country, 'all-for-featured'],
      queryFn: () => getSchools({}, 0, 50, country),
      select: (data) => data.schools.filter((school) => school.featured),
      staleTime: STALE,
    }),
  );
}

/** GET /api/education/courses (R§7): a page of courses of a category and/or a school, and the total. */
export function getCourses(
  filter: { category?: string; school?: string },
  offset: number,
  limit: number,
  country?: EducationCountry,
): Promise<EducationCoursesResponse> {
  return callEndpoint(getEducationCourses, { query: nonEmpty({ ...filter, country, offset, limit }) });
}

export function useCourses(filter: { category?: string; school?: string }, pageSize: number | undefined, country?: EducationCountry) {
  return useInfiniteQuery({
    queryKey: ['education', 'courses', country, filter, pageSize ?? 0],
    queryFn: ({ pageParam }) => getCourses(filter, pageParam, pageSize ?? 15, country),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) =>
      nextPageOffset(
        pages.map((page) => ({
          total: page.total,
          count: page.courses.length,
        })),
      ),
    staleTime: STALE,
    enabled: pageSize !== undefined,
  });
}

/** GET /api/education/schools/by-slug/{slug} (R§7): the school and its cities. */
export function useSchool(slug: string, language: LanguageId) {
  return useQuery({
    queryKey: ['education', 'school', slug, language],
    queryFn: () => callEndpoint(getEducationSchool, { params: { slug } }),
    staleTime: STALE,
    retry: false,
  });
}

/** GET /api/education/course-categories (R§7). */
export function useCourseCategories(language: LanguageId) {
  return useQuery({
    queryKey: ['education', 'course-categories', language],
    queryFn: () => callEndpoint(getEducationCourseCategories),
    staleTime: STALE,
  });
}

/** GET /api/education/facets (R§7): the filters' choices. */
export function useFacets(language: LanguageId) {
  return useQuery({
    queryKey: ['education', 'facets', language],
    queryFn: () => callEndpoint(getEducationFacets),
    staleTime: STALE,
  });
}

/** GET /api/education/search?q: schools and courses with the words found marked, the reader's country first. */
export function useEducationSearch(words: string, country?: EducationCountry) {
  return useQuery({
    queryKey: ['education', 'search', words, country],
    queryFn: () => callEndpoint(searchEducation, { query: { q: words, country } }),
    enabled: words.trim() !== '',
    staleTime: STALE,
  });
}
