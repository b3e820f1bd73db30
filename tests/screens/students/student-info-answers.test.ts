import { describe, expect, it } from 'vitest';
import type { Worker } from '../../../engine/generated/api/session-response';
import { meUpdateFromStudentInfo, studentInfoAnswers, studentInfoFieldPath } from '../../../screens/students/student-info-answers';

const student = {
  firstName: 'Maya',
  lastName: null,
  mobile: '',
  gender: 'female',
  education: 'vocational',
  graduationYear: 2027,
  residentialAddress: { address1: '7 Old Street', postcode: null, city: 'London', country: 'UK' },
} as unknown as Worker;

describe('the student-info form and PUT /api/me', () => {
  it('starts from what the student gave, leaving out empty answers so the form says "required"', () => {
    expect(studentInfoAnswers(student)).toEqual({
      firstName: 'Maya',
      gender: 'female',
      education: 'vocational',
      graduationYear: 2027,
      streetName: '7 Old Street',
      city: 'London',
    });
  });

  it('sends every field: the profile and the address', () => {
    expect(
      meUpdateFromStudentInfo({
        firstName: 'Léa',
        lastName: 'Martin',
        mobile: '+33 6 12 34 56 78',
        streetName: '12 rue des Écoles',
        postcode: '75005',
        city: 'Paris',
        gender: 'female',
        education: 'secondary',
        graduationYear: 2027,
      }),
    ).toEqual({
      profile: { firstName: 'Léa', lastName: 'Martin', mobile: '+33 6 12 34 56 78', gender: 'female', education: 'secondary', graduationYear: 2027 },
      residentialAddress: { address1: '12 rue des Écoles', postcode: '75005', city: 'Paris' },
    });
  });

  it("puts the server's details back on the form's fields", () => {
    expect(studentInfoFieldPath('/residentialAddress/address1')).toBe('/streetName');
    expect(studentInfoFieldPath('/profile/mobile')).toBe('/mobile');
    expect(studentInfoFieldPath('/mobile')).toBe('/mobile');
  });
});
