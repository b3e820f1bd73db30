/*
 * Issue 27: the almost-there and student sign-up school lists offered every school (Paris ones to a
 * London applicant), and the student sign-up's cities ignored where education is offered. A scope's
 * form offers the schools of its city (a country's form, those of its cities), and a student chooses
 * among the cities open for sign-up whose region offers education.
 */
import { describe, expect, it } from 'vitest';
import { realRegions } from './region-fixture';
import { resolveRegion } from '../../../engine/regions/resolve';
import { listCities } from '../../../engine/regions/cities';
import { composeForm } from '../../../engine/forms/compose';

const schools = [
  { value: 'london-school', label: 'London School', cityIds: ['UK-LONDON'] },
  { value: 'two-cities', label: 'Manchester and London', cityIds: ['UK-MANCHESTER', 'UK-LONDON'] },
  { value: 'paris-school', label: 'École de Paris', cityIds: ['FR-PARIS'] },
];

async function schoolsOffered(formId: 'almost-there' | 'student-signup', scope: { city_id?: string; country_id?: string }) {
  const set = await realRegions();
  const { schema } = composeForm(formId, resolveRegion(set, scope, 'production'), { cities: listCities(set), schools });
  return schema.properties!.school.enum;
}

describe('the school lists offer the schools of the person\'s city, and "other"', () => {
  it('a London applicant and a London student see London schools only', async () => {
    expect(await schoolsOffered('almost-there', { city_id: 'UK-LONDON' })).toEqual(['london-school', 'two-cities', 'other']);
    expect(await schoolsOffered('student-signup', { city_id: 'UK-LONDON' })).toEqual(['london-school', 'two-cities', 'other']);
    expect(await schoolsOffered('almost-there', { city_id: 'UK-MANCHESTER' })).toEqual(['two-cities', 'other']);
  });

  it('a Paris applicant sees the Paris schools; a country scope its cities\' schools; Vienna only "other"', async () => {
    expect(await schoolsOffered('almost-there', { city_id: 'FR-PARIS' })).toEqual(['paris-school', 'other']);
    expect(await schoolsOffered('student-signup', { country_id: 'UK' })).toEqual(['london-school', 'two-cities', 'other']);
    expect(await schoolsOffered('student-signup', { country_id: 'AT' })).toEqual(['other']);
  });
});

describe('the student sign-up offers the cities where education is offered', () => {
  it('drops a city open for sign-up whose region has education off (Vienna opened for sign-up)', async () => {
    const set = await realRegions();
    const cities = listCities(set).map((city) => (city.id === 'AT-VIENNA' ? { ...city, openForSignup: true } : city));
    const educationCityIds = cities.filter((city) => resolveRegion(set, { city_id: city.id }, 'production').keyValues.educationEnabled).map((c) => c.id);
    const { schema } = composeForm('student-signup', resolveRegion(set, { country_id: 'AT' }, 'production'), { cities, schools, educationCityIds });
    expect(schema.properties!.city_id.enum).toEqual(expect.arrayContaining(['UK-LONDON', 'FR-PARIS']));
    expect(schema.properties!.city_id.enum).not.toContain('AT-VIENNA');
    expect(schema.properties!.city_id.enum).not.toContain('UK-EDINBURGH');
  });
});
