/**
 * The support chat (W§2 live chat, R§6 customer support, R§9 support hours): a worker writes
 * within support hours (their city's time, on an injected clock), support sees every open
 * conversation and answers, the answer reaches the worker's live stream (a real HTTP listener:
 * inject cannot stream) or, when they are away, their inbox; nobody reads another worker's chat.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { conversations, messages, outbox, workers } from '../../../server/platform/db/schema';
import { DEMO_PASSWORD, DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';
import type { TestApp } from '../app-harness';

let t: TestApp;
/** The server's clock: 12:00 UTC on a January day (London 12:00, Paris and Vienna 13:00). */
let now = new Date('2026-01-15T12:00:00Z');
let london: Record<string, string>;
let paris: Record<string, string>;
let vienna: Record<string, string>;
let support: Record<string, string>;
let ops: Record<string, string>;

const send = (headers: Record<string, string>, body: unknown) => t.app.inject({ method: 'POST', url: '/api/support-chat/messages', headers, payload: body as object });

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true, clock: () => now });
  const token = async (email: string) => bearer((await logInAs(t.app, email, DEMO_PASSWORD)).token);
  london = await token('worker.london@demo.portal.test');
  paris = await token('worker.paris@demo.portal.test');
  vienna = await token('worker.vienna@demo.portal.test');
  support = await token('support@demo.portal.test');
  ops = await token('ops@demo.portal.test');
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('support hours (R§9, in the city timezone)', () => {
  it('says open inside the hours, with the region support e-mail for the offline popup', async () => {
    now = new Date('2026-01-15T12:00:00Z');
    const res = await t.app.inject({ url: '/api/support-chat', headers: london });
    expect(res.statusCode).toBe(200);
    // The hours are the one structured setting (issue 24); the screens write them in the reader's language.
    expect(res.json()).toMatchObject({ open: true, supportEmail: 'support.uk@portal.example', supportOpeningHours: { opens: '08:00', closes: '22:00' }, conversation: null });
    expect(res.json()).not.toHaveProperty('supportHours');
    const fr = await t.app.inject({ url: '/api/support-chat', headers: paris });
    expect(fr.json()).toMatchObject({ open: true, supportEmail: 'support.fr@portal.example' });
  });

  it('at 21:30 UTC London is still open, Vienna is closed: opening a conversation there is refused, nothing stored', async () => {
    now = new Date('2026-01-15T21:30:00Z');
    expect((await t.app.inject({ url: '/api/support-chat', headers: london })).json()).toMatchObject({ open: true });
    expect((await t.app.inject({ url: '/api/support-chat', headers: vienna })).json()).toMatchObject({ open: false, supportEmail: 'support.at@portal.example' });
    const res = await send(vienna, { body: 'Hallo?' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'SUPPORT_OFFLINE' });
    expect((res.json() as { message: string }).message).toContain('(it is staffed 8 am – 10 pm, your city');
    const stored = await t.database.db.select().from(conversations).where(eq(conversations.workerId, DEMO_WORKER_IDS.workerVienna));
    expect(stored).toEqual([]);
  });
});

describe('conversations', () => {
  let conversationId: string;

  it('a worker opens a conversation by writing; bad messages are 400 with a code and store nothing', async () => {
    now = new Date('2026-01-15T12:00:00Z');
    for (const [payload, code] of [
      [{ body: '   ' }, 'FORM_ERROR_MESSAGE_REQUIRED'],
      [{ body: 'x'.repeat(2001) }, 'FORM_ERROR_MESSAGE_TOO_LONG'],
      [{ body: 42 }, 'FORM_ERROR_MESSAGE_REQUIRED'],
      [{}, 'FORM_ERROR_MESSAGE_REQUIRED'],
    ] as const) {
      const bad = await send(london, payload);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'VALIDATION_FAILED', details: [{ path: '/body', code }] });
    }
    expect(await t.database.db.select().from(conversations).where(eq(conversations.workerId, DEMO_WORKER_IDS.workerLondon))).toEqual([]);

    const res = await send(london, { body: '  My booking address is wrong  ' });
    expect(res.statusCode, res.body).toBe(200);
    const message = res.json() as { conversationId: string; author: string; body: string };
    expect(message).toMatchObject({ author: 'worker', body: 'My booking address is wrong' });
    conversationId = message.conversationId;
    const again = await send(london, { body: 'Can you help?' });
    expect(again.json()).toMatchObject({ conversationId });
    const state = (await t.app.inject({ url: '/api/support-chat', headers: london })).json() as { conversation: { id: string; messages: unknown[] } };
    expect(state.conversation.id).toBe(conversationId);
    expect(state.conversation.messages).toHaveLength(2);
  });

  it('another worker cannot read it: 404', async () => {
    const own = await t.app.inject({ url: `/api/support-chat/conversations/${conversationId}`, headers: london });
    expect(own.statusCode).toBe(200);
    const other = await t.app.inject({ url: `/api/support-chat/conversations/${conversationId}`, headers: paris });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: 'CONVERSATION_NOT_FOUND' });
    expect((await t.app.inject({ url: '/api/support-chat/conversations/nope', headers: paris })).statusCode).toBe(404);
  });

  it('support sees every open conversation with the worker name, city and stage; workers and ops do not', async () => {
    await send(paris, { body: 'Bonjour, une question sur mon relevé' });
    const res = await t.app.inject({ url: '/api/support/conversations', headers: support });
    expect(res.statusCode).toBe(200);
    const items = (res.json() as { conversations: { id: string; worker: { name: string; cityName: string; stage: string } }[] }).conversations;
    expect(items).toHaveLength(2);
    expect(items.map((i) => i.worker.cityName).sort()).toEqual(['London', 'Paris']);
    expect(items.find((i) => i.id === conversationId)?.worker).toMatchObject({ cityName: 'London', stage: 'done' });
    expect((await t.app.inject({ url: '/api/support/conversations', headers: london })).json()).toMatchObject({ error: 'STAFF_ONLY' });
    expect((await t.app.inject({ url: '/api/support/conversations', headers: ops })).json()).toMatchObject({ error: 'STAFF_ONLY' });
    expect((await t.app.inject({ url: '/api/support-chat', headers: support })).json()).toMatchObject({ error: 'NOT_FOR_STAFF' });
  });

  it('reads the inbox in the same few statements for 2 conversations as for 6 (issue 28: one worker lookup per row)', async () => {
    const client = (t.database.pglite ?? t.database.pool) as unknown as { query: (...args: unknown[]) => unknown };
    const statements = async () => {
      const spy = vi.spyOn(client, 'query');
      try {
        const res = await t.app.inject({ url: '/api/support/conversations', headers: support });
        expect(res.statusCode).toBe(200);
        return { count: spy.mock.calls.length, rows: (res.json() as { conversations: unknown[] }).conversations.length };
      } finally {
        spy.mockRestore();
      }
    };
    const before = await statements();
    const others = [DEMO_WORKER_IDS.workerVienna, DEMO_WORKER_IDS.workerInactive, DEMO_WORKER_IDS.workerRestricted, DEMO_WORKER_IDS.applicantNew];
    const added = await t.database.db.insert(conversations).values(others.map((workerId) => ({ workerId, createdAt: now, lastMessageAt: now }))).returning();
    try {
      const after = await statements();
      expect(after.rows).toBe(before.rows + others.length);
      expect(after.count).toBe(before.count);
    } finally {
      for (const row of added) await t.database.db.delete(conversations).where(eq(conversations.id, row.id));
    }
  });

  it('pages the inbox 50 at a time, most recently active first, without repeating or skipping one (issue 28)', async () => {
    const ids = Array.from({ length: 56 }, (_, i) => `paging-worker-${i}`);
    await t.database.db.insert(workers).values(ids.map((id) => ({ id, email: `${id}@example.com`, name: id, cityId: 'UK-LONDON', countryId: 'UK', active: true })));
    // Two share one instant: the id breaks the tie, so neither is lost between pages.
    const added = await t.database.db
      .insert(conversations)
      .values(ids.map((workerId, i) => ({ workerId, createdAt: now, lastMessageAt: new Date(now.getTime() - 60_000 * (1 + Math.floor(i / 2))) })))
      .returning();
    try {
      type Page = { conversations: { id: string; lastMessageAt: string }[]; nextCursor: string | null };
      const first = (await t.app.inject({ url: '/api/support/conversations', headers: support })).json() as Page;
      expect(first.conversations).toHaveLength(50);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = (await t.app.inject({ url: `/api/support/conversations?before=${encodeURIComponent(first.nextCursor!)}`, headers: support })).json() as Page;
      expect(second.nextCursor).toBeNull();
      const all = [...first.conversations, ...second.conversations];
      expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
      expect(all.map((c) => c.id)).toEqual(expect.arrayContaining(added.map((c) => c.id)));
      const times = all.map((c) => Date.parse(c.lastMessageAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const bad = await t.app.inject({ url: '/api/support/conversations?before=yesterday', headers: support });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ details: [{ path: '/query/before', code: 'CURSOR_INVALID' }] });
    } finally {
      await t.database.db.delete(workers).where(like(workers.id, 'paging-worker-%'));
    }
  });

  it('a reply reaches the worker live over server-sent events (real HTTP listener), without an e-mail', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const stream = await fetch(`${address}/api/support-chat/stream`, { headers: london, signal: controller.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('content-encoding')).toBeNull();
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const until = async (pattern: RegExp) => {
      while (!pattern.test(received)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended: ${received}`);
        received += decoder.decode(value);
      }
    };
    await until(/retry: 3000/);
    const mailsBefore = await t.database.db.select().from(outbox).where(eq(outbox.to, 'worker.london@demo.portal.test'));

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/support/conversations/${conversationId}/messages`,
      headers: support,
      payload: { body: 'I have corrected the address.' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    await until(/event: message\ndata: .*corrected the address/);
    controller.abort();
    const mailsAfter = await t.database.db.select().from(outbox).where(eq(outbox.to, 'worker.london@demo.portal.test'));
    expect(mailsAfter.length).toBe(mailsBefore.length);
  });

  it('a reply while the worker is away is also e-mailed, with a link on the public origin', async () => {
    // The aborted stream above is gone once its socket closes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/support/conversations/${conversationId}/messages`,
      headers: support,
      payload: { body: 'Anything else I can do?' },
    });
    expect(reply.statusCode).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'worker.london@demo.portal.test'), like(outbox.text, '%Anything else I can do?%')));
    expect(mail).toBeDefined();
    expect(mail.subject).toBe('Customer support answered your message');
    expect(mail.text).toContain(`${t.app.publicUrl}/bookings?chat=open`);
    expect(mail.html).not.toContain('<script');
  });

  it('support closes it; replies to it are refused; the worker starts a new one later', async () => {
    const closed = await t.app.inject({ method: 'POST', url: `/api/support/conversations/${conversationId}/close`, headers: support });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    const late = await t.app.inject({ method: 'POST', url: `/api/support/conversations/${conversationId}/messages`, headers: support, payload: { body: 'hi' } });
    expect(late.json()).toMatchObject({ error: 'CONVERSATION_CLOSED' });
    const inbox = (await t.app.inject({ url: '/api/support/conversations', headers: support })).json() as { conversations: { id: string }[] };
    expect(inbox.conversations.map((c) => c.id)).not.toContain(conversationId);
    expect((await t.app.inject({ url: '/api/support-chat', headers: london })).json()).toMatchObject({ conversation: null });
    const fresh = await send(london, { body: 'One more thing' });
    expect(fresh.json<{ conversationId: string }>().conversationId).not.toBe(conversationId);
    const stored = await t.database.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(stored).toHaveLength(4);
  });
});

describe('messages per account (30 a minute, counted in the database before the message is stored)', () => {
  it('a burst sent at once stops at 30 in the minute: the rest answer 429 TOO_MANY_REQUESTS with Retry-After, nothing stored for them', async () => {
    const storedOf = async () =>
      (await t.database.db.select().from(messages).innerJoin(conversations, eq(messages.conversationId, conversations.id)).where(eq(conversations.workerId, DEMO_WORKER_IDS.workerParis))).length;
    const before = await storedOf();
    const answers = await Promise.all(Array.from({ length: 35 }, (_, i) => send(paris, { body: `Message ${i}` })));
    const ok = answers.filter((answer) => answer.statusCode === 200).length;
    const refused = answers.filter((answer) => answer.statusCode === 429);
    // The file's earlier message from Paris counts in the same minute.
    expect(ok).toBe(29);
    expect(refused).toHaveLength(6);
    expect(refused[0].json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await storedOf()) - before).toBe(29);
    expect((await send(london, { body: 'Still here' })).statusCode).toBe(200);
  });
});
