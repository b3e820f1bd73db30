import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../app-harness';
import { outbox } from '../../../server/platform/db/schema';
import { composeMail } from '../../../server/platform/mail/mailer';

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  kind: string | null;
  language: string | null;
  createdAt: string;
  sentAt: string | null;
}

describe('GET /api/dev/outbox on a local server without SMTP', () => {
  let t: TestApp;
  const printed: string[] = [];
  beforeAll(async () => {
    vi.spyOn(console, 'log').mockImplementation((line: string) => {
      printed.push(line);
    });
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    vi.restoreAllMocks();
  });

  async function getOutbox() {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?_=cachebuster' });
    expect(res.statusCode).toBe(200);
    return { res, messages: (res.json() as { messages: OutboxMessage[] }).messages };
  }

  it('is empty before any e-mail', async () => {
    expect((await getOutbox()).messages).toEqual([]);
  });

  it('lists what the app mailer wrote, newest first, with link, kind and language', async () => {
    await t.app.mailer.send(
      composeMail('verify-email', 'en_GB', { to: 'ana@example.test', link: 'http://127.0.0.1:8080/verify-email/v-1', name: 'Ana' }),
    );
    await t.app.mailer.send(
      composeMail('password-reset', 'fr_FR', { to: 'lea@example.test', link: 'http://127.0.0.1:8080/password-reset/r-2', name: 'Léa' }),
    );

    const { res, messages } = await getOutbox();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({
      to: 'lea@example.test',
      subject: 'Réinitialisez votre mot de passe',
      link: 'http://127.0.0.1:8080/password-reset/r-2',
      kind: 'password-reset',
      language: 'fr_FR',
      sentAt: null,
    });
    expect(messages[0].text).toContain('Bonjour Léa,');
    expect(messages[1]).toMatchObject({ to: 'ana@example.test', kind: 'verify-email', link: 'http://127.0.0.1:8080/verify-email/v-1' });
    expect(Date.parse(messages[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(messages[1].createdAt));
    // The developer also sees the link on the console.
    expect(printed).toContain('[mail] to ana@example.test: Confirm your e-mail address http://127.0.0.1:8080/verify-email/v-1');
  });

  it('shows a message it cannot classify with null link and kind', async () => {
    await t.database.db.insert(outbox).values({ to: 'ops@example.test', subject: 'Plain note', text: 'Nothing to click.' });
    const { messages } = await getOutbox();
    expect(messages[0]).toMatchObject({ to: 'ops@example.test', link: null, kind: null, language: null });
  });

  it('returns at most the 50 newest', async () => {
    const base = Date.now() + 60_000;
    await t.database.db.insert(outbox).values(
      Array.from({ length: 55 }, (_, i) => ({
        to: `bulk${i}@example.test`,
        subject: `Bulk ${i}`,
        text: `https://p.example.test/x/${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const { messages } = await getOutbox();
    expect(messages).toHaveLength(50);
    expect(messages[0].to).toBe('bulk54@example.test');
    expect(messages[49].to).toBe('bulk5@example.test');
  });
});

describe('GET /api/dev/outbox where the mailbox is off', () => {
  it('does not exist when the mailbox is disabled', async () => {
    const t = await createTestApp({ mailboxEnabled: false });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    } finally {
      await t.close();
    }
  });

  it('is off by default when SMTP is configured', async () => {
    const t = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
