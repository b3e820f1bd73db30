import type { MeUpdate } from '../../engine/generated/api/me-update';
import type { Worker } from '../../engine/generated/api/session-response';
import type { StudentInfoFormData } from '../../engine/generated/forms/student-info';

/** The student-info form started from what the student already gave (R§3 student fields read). */
export function studentInfoAnswers(worker: Worker): Partial<StudentInfoFormData> {
  const answers: Record<string, unknown> = {
    firstName: worker.firstName,
    lastName: worker.lastName,
    mobile: worker.mobile,
    streetName: worker.residentialAddress.address1,
    postcode: worker.residentialAddress.postcode,
    city: worker.residentialAddress.city,
    gender: worker.gender,
    education: worker.education,
    graduationYear: worker.graduationYear,
  };
  // An empty answer is no answer: the form then says "required" rather than "invalid".
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== null && value !== undefined && value !== '')) as Partial<StudentInfoFormData>;
}

/** PUT /api/me's parts for the form's answers: the profile and the address (the server checks them with the same form). */
export function meUpdateFromStudentInfo(data: StudentInfoFormData): MeUpdate {
  return {
    profile: {
      firstName: data.firstName,
      lastName: data.lastName,
      mobile: data.mobile,
      gender: data.gender,
      education: data.education,
      graduationYear: data.graduationYear,
    },
    residentialAddress: { address1: data.streetName, postcode: data.postcode, city: data.city },
  };
}

/** The server's details name the API's fields for the address (/residentialAddress/address1): back on the form's. */
const ADDRESS_FIELDS: Record<string, string> = {
  '/residentialAddress/address1': '/streetName',
  '/residentialAddress/postcode': '/postcode',
  '/residentialAddress/city': '/city',
};

export function studentInfoFieldPath(path: string): string {
  if (ADDRESS_FIELDS[path]) return ADDRESS_FIELDS[path];
  return path.startsWith('/profile/') ? path.slice('/profile'.length) : path;
}
