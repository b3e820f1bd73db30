/**
 * How many people a region scope holds (issue 24: the ops review shows, for every changed city or
 * country, who the change reaches): practitioners (workers whose application succeeded), applicants
 * still in progress (pending to onboarding) and students. One grouped query for every scope.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';

export interface ScopePeople {
  workers: number;
  applicants: number;
  students: number;
}

const NONE: ScopePeople = { workers: 0, applicants: 0, students: 0 };

export async function peopleByScope(db: Database): Promise<(id: string) => ScopePeople> {
  const result = await db.execute<{ city_id: string | null; country_id: string | null; kind: keyof ScopePeople; n: number }>(sql`
    select w.city_id, coalesce(w.country_id, split_part(w.city_id, '-', 1)) as country_id,
           case when w.student_account then 'students'
                when a.status = 'successful' then 'workers'
                else 'applicants' end as kind,
           count(*)::int as n
      from workers w
      left join worker_applications a on a.worker_id = w.id
     where w.staff_role is null
       and (w.student_account or a.status is null or a.status <> 'declined')
     group by 1, 2, 3`);
  const counts = new Map<string, ScopePeople>();
  const add = (id: string | null, kind: keyof ScopePeople, n: number) => {
    if (!id) return;
    const entry = counts.get(id) ?? { ...NONE };
    entry[kind] += Number(n);
    counts.set(id, entry);
  };
  for (const row of result.rows) {
    add(row.city_id, row.kind, row.n);
    add(row.country_id, row.kind, row.n);
  }
  return (id) => counts.get(id) ?? NONE;
}
