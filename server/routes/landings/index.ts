/**
 * Public landing pages (W§2): a partner or campaign landing `(L)/apply/{id}` (and /massageworld)
 * reads GET /api/partnerships/{id}; a job-board advert `/job-advert/{stub}` →
 * `/indeed-landing/{stub}` reads GET /api/indeed-landing/{stub}/json. Copy comes in the page's
 * language (the `language` query, else the `lang` cookie / Accept-Language), else English,
 * else whatever language the landing was written in.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LanguageId } from '../../../engine/regions/types';
import { DEFAULT_LANGUAGE, isLanguageId, LANGUAGE_IDS } from '../../../engine/rules/language';
import { landingPages, partnerships, type TextByLanguage } from '../../db/schema';
import { HttpError } from '../../errors';
import { requestLanguage } from '../../accounts/account-mail';

interface LanguageQuery {
  language?: string;
}

const languageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { language: { type: 'string', enum: [...LANGUAGE_IDS] } },
} as const;

const nullableString = { type: ['string', 'null'] } as const;

function pageLanguage(request: FastifyRequest<{ Querystring: LanguageQuery }>): LanguageId {
  const asked = request.query.language;
  if (isLanguageId(asked)) return asked;
  return requestLanguage(request) ?? DEFAULT_LANGUAGE;
}

/** The languages to try, in order: the page's, English, then any the content has. */
function fallbackOrder(language: LanguageId, available: readonly string[]): string[] {
  return [...new Set([language, DEFAULT_LANGUAGE, ...LANGUAGE_IDS, ...available])].filter((l) => available.includes(l));
}

function pickCopy(copy: TextByLanguage, language: LanguageId): string {
  const available = Object.keys(copy).filter((key) => typeof copy[key] === 'string' && copy[key] !== '');
  const chosen = fallbackOrder(language, available)[0];
  return chosen ? (copy[chosen] as string) : '';
}

export default async function landingRoutes(app: FastifyInstance) {
  // Public, identical for everyone in a language: a short shared cache is fine.
  const cacheable = 'public, max-age=300';

  app.get<{ Params: { id: string }; Querystring: LanguageQuery }>(
    '/partnerships/:id',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 128 } } },
        querystring: languageQuery,
        response: {
          200: {
            type: 'object',
            required: ['id', 'name', 'copy', 'logoUrl', 'cityId'],
            additionalProperties: false,
            properties: { id: { type: 'string' }, name: { type: 'string' }, copy: { type: 'string' }, logoUrl: nullableString, cityId: nullableString },
          },
        },
      },
    },
    async (request, reply) => {
      // Partner ids are the lower-case slugs of their URLs (/apply/massageworld).
      const id = request.params.id.toLowerCase();
      const [row] = await app.db.select().from(partnerships).where(eq(partnerships.id, id)).limit(1);
      if (!row) throw new HttpError(404, 'PARTNERSHIP_NOT_FOUND', 'This partner page does not exist (any more).');
      void reply.header('cache-control', cacheable).header('vary', 'accept-language, cookie');
      return { id: row.id, name: row.name, copy: pickCopy(row.copy, pageLanguage(request)), logoUrl: row.logoUrl, cityId: row.cityId };
    },
  );

  app.get<{ Params: { stub: string }; Querystring: LanguageQuery }>(
    '/indeed-landing/:stub/json',
    {
      schema: {
        params: { type: 'object', required: ['stub'], properties: { stub: { type: 'string', minLength: 1, maxLength: 128 } } },
        querystring: languageQuery,
        response: {
          200: {
            type: 'object',
            required: ['title', 'city', 'copy', 'city_id', 'language'],
            additionalProperties: false,
            properties: {
              title: { type: 'string' },
              city: nullableString,
              copy: { type: 'string' },
              city_id: nullableString,
              language: { type: 'string' },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const rows = await app.db.select().from(landingPages).where(eq(landingPages.stub, request.params.stub.toLowerCase()));
      const byLanguage = new Map(rows.map((row) => [row.language, row]));
      const chosen = fallbackOrder(pageLanguage(request), [...byLanguage.keys()])[0];
      const row = chosen ? byLanguage.get(chosen) : undefined;
      if (!row) throw new HttpError(404, 'LANDING_NOT_FOUND', 'This job advert does not exist (any more).');
      const city = row.cityId ? (app.regions.set.cities.get(row.cityId)?.data.city?.name ?? null) : null;
      void reply.header('cache-control', cacheable).header('vary', 'accept-language, cookie');
      return { title: row.title, city, copy: row.copy, city_id: row.cityId, language: row.language };
    },
  );
}
