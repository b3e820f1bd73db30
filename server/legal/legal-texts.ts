/**
 * The terms and conditions and the privacy policy of each country's company
 * (content/legal/<COUNTRY>/<document>.json, described by content/legal.schema.json). A file is
 * read the first time it is asked for and kept; the texts change with a release.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LegalPageResponse } from '../../engine/generated/api/legal-page-response';
import type { LanguageId } from '../../engine/regions/types';
import { HttpError } from '../platform/http/errors';

export const DEFAULT_LEGAL_DIR = fileURLToPath(new URL('../../content/legal/', import.meta.url));

export type LegalDocument = LegalPageResponse['document'];

interface LegalFile {
  document: LegalDocument;
  country_id: string;
  updated: string;
  texts: Record<LanguageId, { title: string; sections: LegalPageResponse['sections'] }>;
}

const notFound = () => new HttpError(404, 'NOT_FOUND', 'There is no such page for this country.');

export function createLegalTexts(dir: string = DEFAULT_LEGAL_DIR) {
  const files = new Map<string, Promise<LegalFile | null>>();
  const read = (countryId: string, document: LegalDocument): Promise<LegalFile | null> => {
    const key = `${countryId}/${document}`;
    let file = files.get(key);
    if (!file) {
      // country_id is a two-letter id (the query schema's pattern): it cannot leave the folder.
      file = readFile(path.join(dir, countryId, `${document}.json`), 'utf8').then(
        (text) => JSON.parse(text) as LegalFile,
        (err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT') return null;
          files.delete(key);
          throw err;
        },
      );
      files.set(key, file);
    }
    return file;
  };
  return {
    /** The page in one language; a country without this page is a 404. */
    async get(countryId: string, document: LegalDocument, language: LanguageId): Promise<LegalPageResponse> {
      const file = await read(countryId, document);
      const text = file?.texts[language];
      if (!file || !text) throw notFound();
      return { document, country_id: countryId, language, updated: file.updated, title: text.title, sections: text.sections };
    },
    /** The date a country's document was last updated (its version, YYYY-MM-DD); null when the country has none. */
    async updated(countryId: string, document: LegalDocument): Promise<string | null> {
      return /^[A-Z]{2}$/.test(countryId) ? ((await read(countryId, document))?.updated ?? null) : null;
    },
  };
}
