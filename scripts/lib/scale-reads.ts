/**
 * The hot reads `npm run bench:scale` measures (issue 28's list): what the pages of a worker, a student,
 * customer support and operations ask for, as the screens ask it (screens/shared/api/paths.ts), each through the real
 * app with that person's session.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/platform/db/client';
import { DEMO_PASSWORD, DEMO_WORKER_IDS } from '../../server/seed/modules/demo-accounts';
import { toLocal } from '../../engine/rules/diary';

export type Who = 'worker' | 'student' | 'support' | 'ops';

export interface ScaleRead {
  name: string;
  who: Who;
  url: string;
}

const EMAILS: Record<Who, string> = {
  worker: 'worker.london@demo.portal.test',
  student: 'student@demo.portal.test',
  support: 'support@demo.portal.test',
  ops: 'ops@demo.portal.test',
};

/** Session cookies of the four demo people (staff sessions end after 30 idle minutes: log in again per size). */
export async function logIn(app: FastifyInstance): Promise<Record<Who, string>> {
  const cookies = {} as Record<Who, string>;
  for (const who of Object.keys(EMAILS) as Who[]) {
    const login = () => app.inject({ method: 'POST', url: '/api/login', payload: { email: EMAILS[who], password: DEMO_PASSWORD } });
    let response = await login();
    // Once seen on a loaded machine (a 500 on the first login, PostgreSQL): one more try before giving up.
    if (response.statusCode >= 500) response = await login();
    if (response.statusCode !== 200) throw new Error(`login of ${EMAILS[who]} answered ${response.statusCode}: ${response.body} (BENCH_LOG=1 prints the app's errors)`);
    cookies[who] = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  }
  return cookies;
}

/**
 * The London worker's next booking whose customer came before with notes (the note history the issue timed), and
 * the worker's latest past booking.
 */
async function londonBookings(db: Database): Promise<{ upcoming: string; past: string }> {
  const worker = DEMO_WORKER_IDS.workerLondon;
  const { rows: upcoming } = await db.execute<{ id: string }>(sql`
    select b.id from bookings b
    where b.worker_id = ${worker} and b.starts_at > now()
    order by exists (
      select 1 from bookings o join booking_notes n on n.booking_id = o.id
      where o.customer_key = b.customer_key and o.starts_at < b.starts_at and o.id <> b.id
    ) desc, b.starts_at
    limit 1`);
  const { rows: past } = await db.execute<{ id: string }>(sql`
    select id from bookings where worker_id = ${worker} and starts_at < now() order by starts_at desc limit 1`);
  if (!upcoming[0] || !past[0]) throw new Error('the London demo worker has no upcoming or no past booking (demo seed?)');
  return { upcoming: upcoming[0].id, past: past[0].id };
}

/**
 * The London worker's open support conversation, for the support person's conversation view: the demo data has
 * none open, so the worker writes once (through the app; outside support hours straight into the database) and the
 * inbox lists one at the demo size too.
 */
async function openConversation(app: FastifyInstance, db: Database, workerCookie: string): Promise<string> {
  const find = () =>
    db.execute<{ id: string }>(sql`select id from conversations where status = 'open' and worker_id = ${DEMO_WORKER_IDS.workerLondon} limit 1`);
  let { rows } = await find();
  if (!rows[0]) {
    const body = 'Can I move my Saturday booking?';
    const sent = await app.inject({ method: 'POST', url: '/api/support-chat/messages', headers: { cookie: workerCookie, origin: 'http://localhost' }, payload: { body } });
    if (sent.statusCode === 409 && sent.json<{ error: string }>().error === 'SUPPORT_OFFLINE') {
      // Outside the city's support hours the chat refuses to start a conversation: a bench run at night writes it itself.
      const id = `bench-conversation-${DEMO_WORKER_IDS.workerLondon}`;
      await db.execute(sql`insert into conversations (id, worker_id, status, created_at, last_message_at) values (${id}, ${DEMO_WORKER_IDS.workerLondon}, 'open', now(), now())`);
      await db.execute(sql`insert into messages (id, conversation_id, author, author_id, body, created_at) values (${`${id}-1`}, ${id}, 'worker', ${DEMO_WORKER_IDS.workerLondon}, ${body}, now())`);
    } else if (sent.statusCode >= 300) throw new Error(`the worker's chat message answered ${sent.statusCode}: ${sent.body}`);
    ({ rows } = await find());
  }
  if (!rows[0]) throw new Error('no open support conversation after the worker wrote');
  return rows[0].id;
}

export async function scaleReads(app: FastifyInstance, db: Database, cookies: Record<Who, string>, now: Date): Promise<ScaleRead[]> {
  const { upcoming, past } = await londonBookings(db);
  const conversation = await openConversation(app, db, cookies.worker);
  const week = toLocal(now, 'Europe/London').day;
  const reads: ScaleRead[] = [
    { name: 'worker: me', who: 'worker', url: '/api/me' },
    { name: 'worker: bookings list', who: 'worker', url: '/api/bookings' },
    { name: 'worker: upcoming booking (note history)', who: 'worker', url: `/api/bookings/${upcoming}` },
    { name: 'worker: past booking', who: 'worker', url: `/api/bookings/${past}` },
    { name: 'worker: ratings', who: 'worker', url: '/api/hero/ratings?start=0&limit=15' },
    { name: 'worker: reviews', who: 'worker', url: '/api/me/reviews?offset=0&limit=15' },
    { name: 'worker: statements', who: 'worker', url: '/api/hero/statements?start=0&limit=15' },
    { name: 'worker: availabilities (week)', who: 'worker', url: `/api/diary/availabilities?from=${week}` },
    { name: 'worker: diary demand (week)', who: 'worker', url: `/api/diary/demand?from=${week}` },
    { name: 'worker: service areas', who: 'worker', url: '/api/me/service-areas' },
    { name: "worker: the worker's chat", who: 'worker', url: '/api/support-chat' },
    { name: 'worker: popups', who: 'worker', url: '/api/me/popups' },
    { name: 'worker: FAQ search', who: 'worker', url: '/api/faqs/search?q=payment&lang=en_GB' },
    { name: 'student: me', who: 'student', url: '/api/me' },
    { name: 'student: filtered schools', who: 'student', url: '/api/education/schools?location=UK-LONDON&categories=swedish,sports&country=UK' },
    { name: 'student: partner offers', who: 'student', url: '/api/partner-offers' },
    { name: 'support: me', who: 'support', url: '/api/me' },
    { name: 'support: inbox (open conversations)', who: 'support', url: '/api/support/conversations' },
    { name: 'support: one conversation', who: 'support', url: `/api/support/conversations/${conversation}` },
    { name: 'support: contact messages', who: 'support', url: '/api/support/contact-requests' },
    { name: 'ops: regions (live, instances, drafts)', who: 'ops', url: '/api/ops/regions' },
    { name: 'ops: region history', who: 'ops', url: '/api/ops/regions/versions' },
    { name: 'ops: audit log', who: 'ops', url: '/api/ops/audit' },
    { name: 'ops: audit log, support replies', who: 'ops', url: '/api/ops/audit?action=support.reply' },
  ];
  return reads;
}
