/**
 * The archive of a person's data (issue 31): one ZIP written as a stream straight into the document store (a
 * document never sits whole in memory), holding
 * - `data.json`: every section of data-export-sections.ts, pretty-printed, with what it is and when it was made;
 * - `documents/`: each uploaded document as it was stored, named by its upload date and original name;
 * - `agreements/`: each signed agreement as a PDF with its audit trail (the same PDF as GET /api/agreement/pdf).
 * Documents and PDFs are stored uncompressed (they are compressed already); data.json is deflated.
 */
import { PassThrough, type Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { SessionWorker } from '../platform/auth/session-service';
import type { ServerDeps } from '../platform/deps';
import type { DocumentStore } from '../platform/storage/document-store';
import { signedAgreementPdfs } from '../agreements/agreement-service';
import { EXPORT_SECTIONS, SECRET_COLUMNS } from './data-export-sections';

type ArchiveDeps = Pick<ServerDeps, 'db' | 'regions' | 'agreements' | 'clock'>;

/** A row as the archive shows it: secrets left out, times as ISO strings. */
function readable(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (SECRET_COLUMNS.has(column)) continue;
    out[column] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** Every section's rows about the person (the test reads this too). */
export async function collectPersonData(db: ServerDeps['db'], person: Pick<SessionWorker, 'id' | 'email'>): Promise<Record<string, Record<string, unknown>[]>> {
  const sections: Record<string, Record<string, unknown>[]> = {};
  const email = person.email.trim().toLowerCase();
  for (const section of EXPORT_SECTIONS) {
    const result = await db.execute<Record<string, unknown>>(section.rows(person.id, email));
    sections[section.key] = result.rows.map(readable);
  }
  return sections;
}

/** A file name safe in every archive tool: no folders, no control characters, not empty. */
function safeName(name: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_').trim().slice(-120);
  return cleaned || 'document';
}

interface Entry {
  name: string;
  bytes?: Uint8Array;
  stream?: Readable;
  compress: boolean;
}

/** Writes the entries into a ZIP stream, one after the other (a document's chunks as they are read). */
function zipStream(entries: AsyncIterable<Entry>, mtime: Date): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    for await (const entry of entries) {
      const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
      file.mtime = mtime;
      zip.add(file);
      if (entry.bytes) file.push(entry.bytes, true);
      else if (entry.stream) {
        for await (const chunk of entry.stream) file.push(chunk as Uint8Array);
        file.push(new Uint8Array(0), true);
      }
    }
    zip.end();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

/** Writes the person's archive to the store; answers its key and size. */
export async function writeDataArchive(
  deps: ArchiveDeps,
  store: DocumentStore,
  person: SessionWorker,
  now: Date,
): Promise<{ key: string; size: number }> {
  const sections = await collectPersonData(deps.db, person);
  const documents = await deps.db.execute<{ id: string; storage_key: string; original_name: string | null; created_at: Date | string }>(
    sql`select id, storage_key, original_name, created_at from worker_documents where worker_id = ${person.id} order by created_at`,
  );
  const agreements = await signedAgreementPdfs(deps, person);
  const data = {
    about:
      'Everything the Practitioner Portal holds about you, as stored: one section per kind of record, column names as in our database, times in UTC. ' +
      'Your uploaded documents are in documents/, your signed agreements in agreements/. Left out: what keeps your account safe (password and link hashes).',
    generatedAt: now.toISOString(),
    person: { id: person.id, email: person.email },
    sections,
  };
  async function* entries(): AsyncGenerator<Entry> {
    yield { name: 'data.json', bytes: new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`), compress: true };
    for (const doc of documents.rows) {
      const file = await store.read(doc.storage_key);
      if (!file) continue; // a row whose file is missing: the Documents page shows the same gap
      const day = new Date(doc.created_at).toISOString().slice(0, 10);
      yield { name: `documents/${day}-${doc.id.slice(0, 8)}-${safeName(doc.original_name ?? 'document')}`, stream: file.stream as Readable, compress: false };
    }
    for (const pdf of agreements) yield { name: `agreements/${safeName(pdf.filename)}`, bytes: pdf.bytes, compress: false };
  }
  const received = await store.receive(zipStream(entries(), now));
  await store.commit(received, 'application/zip');
  return { key: received.key, size: received.size };
}
