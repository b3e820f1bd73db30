/**
 * Document types are region data (`catalogues.documentTypes` of a region file, usually the
 * country file; R§3-style catalogue: a later layer replaces the list whole). The database keeps
 * a row per type and defining scope so uploaded files can point at it (worker_documents →
 * document_types) and `pendingDocumentTypes` (server/documents/document-service.ts) can be read
 * with SQL.
 *
 * The rows are synchronised from the region files when the app starts (`syncDocumentTypes`):
 * the region folder is loaded once per process, so per-request syncing would only repeat the
 * same upserts. The upserts are idempotent (on conflict on key + scope), so several instances
 * starting together against one PostgreSQL agree. A type removed from the files is deleted
 * when nobody uploaded a file for it; otherwise its row stays (the files stay readable) but is
 * no longer required, so it stops counting as pending.
 */
import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { RegionEntry, RegionScope, RegionSet } from '../../engine/regions/types';
import type { DocumentFileKind } from '../../engine/rules/document-files';
import type { Database } from '../platform/db/client';
import { documentTypes, workerDocuments } from '../platform/db/schema';

/** One entry of `catalogues.documentTypes` (schemas/region.schema.json). */
export interface DocumentTypeEntry {
  key: string;
  /** Translation key of the type's name. */
  name: string;
  /** Translation key of what the document must show. */
  contentDescription: string;
  hasPriority: boolean;
  required: boolean;
  multi: boolean;
  /** An insurance certificate: each file carries its expiry date, the latest feeds workers.insurance_expires_at. */
  insurance?: boolean;
  /** Files a worker may keep of a multi type (the schema requires it when multi is true). */
  maxFiles?: number;
  /** The kinds of file it takes ("pdf", "image"); absent: both (engine/rules/document-files.ts). */
  fileKinds?: DocumentFileKind[];
}

function declaredTypes(entry: RegionEntry): DocumentTypeEntry[] | null {
  const list = entry.data.catalogues?.documentTypes;
  return Array.isArray(list) ? (list as DocumentTypeEntry[]) : null;
}

function scopeOf(entry: RegionEntry): RegionScope {
  return { country_id: entry.data.scope.country_id, city_id: entry.data.scope.city_id };
}

/**
 * The document types a worker of this city/country is asked for, and the scope of the file that
 * declares them (the most specific file of the chain with a `documentTypes` catalogue). Uses the
 * same fallback as the worker's region: an unknown city falls back to its country.
 */
export function documentTypesFor(
  set: RegionSet,
  worker: { cityId: string | null; countryId: string | null },
): { scope: RegionScope; types: DocumentTypeEntry[] } {
  const city = worker.cityId ? set.cities.get(worker.cityId) : undefined;
  const countryId = city?.data.scope.country_id ?? worker.countryId;
  const country = countryId ? set.countries.get(countryId) : undefined;
  for (const entry of [city, country, set.defaults]) {
    if (!entry) continue;
    const types = declaredTypes(entry);
    if (types) return { scope: scopeOf(entry), types };
  }
  return { scope: { country_id: null, city_id: null }, types: [] };
}

const scopeKey = (scope: RegionScope, key: string) => `${scope.country_id ?? ''}|${scope.city_id ?? ''}|${key}`;

/** Makes the document_types rows match the region files (see the file comment). Returns the counts. */
export async function syncDocumentTypes(db: Database, set: RegionSet): Promise<{ upserted: number; removed: number; retired: number }> {
  const entries = [set.defaults, ...set.countries.values(), ...set.cities.values()];
  const declared = new Set<string>();
  let upserted = 0;
  let removed = 0;
  let retired = 0;
  await db.transaction(async (tx) => {
    for (const entry of entries) {
      // Keys are unique per list: the region loader refuses a key declared twice (engine/regions/cross-references.ts).
      const types = declaredTypes(entry);
      if (!types) continue;
      const scope = scopeOf(entry);
      for (const [position, type] of types.entries()) {
        declared.add(scopeKey(scope, type.key));
        const values = {
          name: type.name,
          contentDescription: type.contentDescription,
          hasPriority: type.hasPriority,
          required: type.required,
          multi: type.multi,
          position,
        };
        await tx
          .insert(documentTypes)
          .values({ key: type.key, countryId: scope.country_id, cityId: scope.city_id, ...values })
          .onConflictDoUpdate({ target: [documentTypes.key, documentTypes.countryId, documentTypes.cityId], set: values });
        upserted += 1;
      }
    }
    const stale = (await tx.select().from(documentTypes)).filter(
      (row) => !declared.has(scopeKey({ country_id: row.countryId, city_id: row.cityId }, row.key)),
    );
    if (stale.length === 0) return;
    const ids = stale.map((row) => row.id);
    const deleted = await tx
      .delete(documentTypes)
      .where(
        and(
          inArray(documentTypes.id, ids),
          notExists(tx.select({ one: sql`1` }).from(workerDocuments).where(eq(workerDocuments.documentTypeId, documentTypes.id))),
        ),
      )
      .returning({ id: documentTypes.id });
    removed = deleted.length;
    const kept = ids.filter((id) => !deleted.some((d) => d.id === id));
    if (kept.length) {
      const updated = await tx
        .update(documentTypes)
        .set({ required: false, hasPriority: false })
        .where(inArray(documentTypes.id, kept))
        .returning({ id: documentTypes.id });
      retired = updated.length;
    }
  });
  return { upserted, removed, retired };
}

/** The rows of one scope, keyed by document type key. */
export async function documentTypeRows(db: Database, scope: RegionScope): Promise<Map<string, typeof documentTypes.$inferSelect>> {
  const rows = await db
    .select()
    .from(documentTypes)
    .where(
      and(
        scope.country_id === null ? isNull(documentTypes.countryId) : eq(documentTypes.countryId, scope.country_id),
        scope.city_id === null ? isNull(documentTypes.cityId) : eq(documentTypes.cityId, scope.city_id),
      ),
    );
  return new Map(rows.map((row) => [row.key, row]));
}
