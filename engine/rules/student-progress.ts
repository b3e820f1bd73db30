/** A student's basics (R§2, R§4): name, mobile, gender and education, then the education perks. */
export type StudentProgress = 'not-started' | 'basic-info' | 'done';

export interface ProgressStudent {
  name: string | null;
  mobile: string | null;
  gender: string | null;
  education: string | null;
}

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

export function studentProgress(student: ProgressStudent | null): StudentProgress {
  if (!student) return 'not-started';
  return [student.name, student.mobile, student.gender, student.education].every(filled) ? 'done' : 'basic-info';
}
