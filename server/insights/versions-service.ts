/**
 * The region versions of a period for the insights charts (issue 29, item 3): each version created
 * within [from, to] with the scopes whose region file it changed against the version before it (by
 * number, the history's order), kept when it changed the scope asked for.
 *
 * Cheap on purpose: the database compares the file texts of each version with its predecessor's
 * (jsonb keys, texts normalised like `sameFileText`: CRLF and trailing whitespace ignored), so
 * only file names leave it; no file is parsed, however long the history.
 */
import { sql } from 'drizzle-orm';
import type { InsightsQuery } from '../../engine/generated/api/insights-query';
import type { InsightsVersionsResponse } from '../../engine/generated/api/insights-versions-response';
import { addDays } from '../../engine/insights/period';
import { checkedPeriod } from './checked-period';
import { changedForScope, scopesOfFiles } from '../../engine/insights/version-scopes';
import type { Database } from '../platform/db/client';

interface VersionRow extends Record<string, unknown> {
  id: number;
  created_at: string | Date;
  message: string;
  author_name: string;
  changed: string[] | null;
}

export async function insightsVersions(db: Database, query: InsightsQuery): Promise<InsightsVersionsResponse> {
  checkedPeriod(query);
  const start = `${query.from}T00:00:00Z`;
  const end = `${addDays(query.to, 1)}T00:00:00Z`;
  const result = await db.execute<VersionRow>(sql`
    select v.id, v.created_at, v.message, v.author_name,
           array(
             select k.name from (select jsonb_object_keys(v.files) as name union select jsonb_object_keys(p.files)) k
              where p.id is null
                 or rtrim(replace(v.files ->> k.name, E'\r\n', E'\n'), E' \t\r\n') is distinct from
                    rtrim(replace(p.files ->> k.name, E'\r\n', E'\n'), E' \t\r\n')
              order by k.name
           ) as changed
      from region_versions v
      left join lateral (select q.id, q.files from region_versions q where q.id < v.id order by q.id desc limit 1) p on true
     where v.created_at >= ${start}::timestamptz and v.created_at < ${end}::timestamptz
     order by v.created_at, v.id`);
  const scope = query.city_id ? { city_id: query.city_id } : query.country_id ? { country_id: query.country_id } : {};
  return {
    versions: result.rows
      .map((row) => ({
        id: Number(row.id),
        createdAt: new Date(row.created_at).toISOString(),
        message: row.message,
        authorName: row.author_name,
        scopes: scopesOfFiles(row.changed ?? []),
      }))
      .filter((version) => changedForScope(version.scopes, scope)),
  };
}
