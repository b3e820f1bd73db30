/**
 * Shared pieces of the account tests: sign-up payloads made the way the browser makes them
 * (the sign-up form's answers through engine/signup's signupPayloadFromForm), session
 * helpers, and reads of what the database holds.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { SessionResponse } from '../../../engine/generated/api/session-response';
import type { SignupFormData } from '../../../engine/generated/forms/signup';
import { signupPayloadFromForm, type SignupContext, type SignupPayload } from '../../../engine/signup/signup-payload';
import type { Database } from '../../../server/platform/db/client';
import { outbox, sessions, workerApplications, workers } from '../../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../app-harness';

/** Rate limits no test of a single route reaches (the 429 tests build their own app). */
export const RELAXED_LIMITS = { perIp: { max: 10_000 }, perEmailAndIp: { max: 10_000 }, perEmail: { max: 10_000 } };

export function createAccountsApp(opts: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  return createTestApp({ authRateLimits: RELAXED_LIMITS, ...opts });
}

/** The W§3 payload the browser sends for these answers. */
export function signupPayload(
  app: FastifyInstance,
  answers: SignupFormData,
  extra: Partial<Pick<SignupContext, 'referer' | 'utmFirst' | 'utmLast'>> = {},
): SignupPayload {
  const region = app.regions.resolve({ city_id: answers.city_id });
  return signupPayloadFromForm(answers, {
    catalogues: region.catalogues as SignupContext['catalogues'],
    minimumHoursOfExperience: 50,
    now: new Date(),
    ...extra,
  });
}

export function post(app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers });
}

export async function signUpAs(app: FastifyInstance, answers: SignupFormData, overrides: Partial<SignupPayload> = {}) {
  const res = await post(app, '/api/signup', { ...signupPayload(app, answers), ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as SessionResponse & { token: string };
}

export async function logInAs(app: FastifyInstance, email: string, password: string) {
  const res = await post(app, '/api/login', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SessionResponse & { token: string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The session cookie as the SPA's own fetch sends it: with the browser's Sec-Fetch-Site of a same-origin call. */
export const cookie = (token: string) => ({ cookie: `portal_session=${token}`, 'sec-fetch-site': 'same-origin' });

export function setCookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  return Array.isArray(header) ? header.join('\n') : String(header ?? '');
}

/**
 * The account rows, once the mails sent in the background have landed: an earlier sign-up's
 * verification mail must not be counted as stored by the request under test.
 */
export async function countRows(app: { db: Database; pendingMail: Set<Promise<void>> }) {
  await Promise.allSettled([...app.pendingMail]);
  const db = app.db;
  const count = async (table: typeof workers | typeof workerApplications | typeof sessions | typeof outbox) => {
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
    return row.n;
  };
  return {
    workers: await count(workers),
    applications: await count(workerApplications),
    sessions: await count(sessions),
    outbox: await count(outbox),
  };
}

export async function workerByEmail(db: Database, email: string) {
  const [row] = await db.select().from(workers).where(eq(sql`lower(${workers.email})`, email.toLowerCase()));
  return row;
}

/** The newest mail to an address; mails of a background send may land a moment after the answer. */
export async function lastMailTo(db: Database, to: string, opts: { waitMs?: number } = {}) {
  const deadline = Date.now() + (opts.waitMs ?? 0);
  for (;;) {
    const [row] = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)).limit(1);
    if (row || Date.now() >= deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token at the end of a link of the mail (`/verify-email/<token>`, `/password-reset/<token>`). */
export function tokenInMail(text: string, page: string): string {
  const match = new RegExp(`https?://[^\\s"']+${page}/([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`no ${page} link in mail:\n${text}`);
  return match[1];
}

