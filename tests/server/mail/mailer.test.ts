import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../db-harness';
import type { DatabaseHandle } from '../../../server/platform/db/client';
import { outbox } from '../../../server/platform/db/schema';
import { composeMail, createMailer, parseSmtpUrl, type MailerLog } from '../../../server/platform/mail/mailer';
import { decodeHeader, decodeQuotedPrintable, headersOf, startSmtpTestServer, type SmtpTestServer } from './smtp-test-server';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const servers: SmtpTestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  vi.restoreAllMocks();
});

async function smtpServer(options?: Parameters<typeof startSmtpTestServer>[0]) {
  const server = await startSmtpTestServer(options);
  servers.push(server);
  return server;
}

function recordingLog() {
  const lines: { level: 'info' | 'error'; obj: object; msg: string }[] = [];
  const log: MailerLog = {
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
  return { log, lines };
}

async function rowsFor(to: string) {
  return database.db.select().from(outbox).where(eq(outbox.to, to));
}

describe('mailer with SMTP', () => {
  it('delivers the e-mail through the SMTP server with subject, link and sender, and marks it sent', async () => {
    const server = await smtpServer();
    const { log, lines } = recordingLog();
    const mailer = createMailer({ db: database.db, smtpUrl: `${server.url}?from=portal%40example.test`, log });
    const link = 'http://127.0.0.1:8080/password-reset/9f3a1c';
    try {
      await mailer.send(composeMail('password-reset', 'en_GB', { to: 'ana@example.test', link, name: 'Ana', workerId: 'w-1' }));
    } finally {
      mailer.close();
    }

    const [mail] = await server.waitFor(1);
    expect(mail.from).toBe('portal@example.test');
    expect(mail.to).toEqual(['ana@example.test']);
    const headers = headersOf(mail.raw);
    expect(decodeHeader(headers.subject)).toBe('Reset your password');
    expect(headers.to).toContain('ana@example.test');
    expect(headers['content-type']).toMatch(/multipart\/alternative/);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('Hello Ana,');
    expect(body).toContain(link);
    expect(body).toContain(`href="${link}"`);

    const [row] = await rowsFor('ana@example.test');
    expect(row).toMatchObject({ subject: 'Reset your password', language: 'en_GB', attempts: 1, error: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // Delivered: the record stays, the link does not (issue 25).
    expect(row.text).toBe('');
    expect(row.html).toBeNull();
    expect(lines).toEqual([{ level: 'info', obj: expect.objectContaining({ kind: 'password-reset', workerId: 'w-1' }), msg: 'mail sent' }]);
  });

  it('sends French subjects intact', async () => {
    const server = await smtpServer();
    const mailer = createMailer({ db: database.db, smtpUrl: server.url });
    try {
      await mailer.send(composeMail('password-reset', 'fr_FR', { to: 'lea@example.test', link: 'https://p.example.test/password-reset/x1' }));
    } finally {
      mailer.close();
    }
    const [mail] = await server.waitFor(1);
    expect(decodeHeader(headersOf(mail.raw).subject)).toBe('Réinitialisez votre mot de passe');
    expect(decodeQuotedPrintable(mail.raw)).toContain('Bonjour,');
  });

  it('records a refused delivery on the row and logs it, without failing the caller', async () => {
    const server = await smtpServer({ rejectRecipients: '550 5.1.1 mailbox unavailable' });
    const { log, lines } = recordingLog();
    const mailer = createMailer({ db: database.db, smtpUrl: server.url, log });
    try {
      await expect(
        mailer.send(composeMail('verify-email', 'en_GB', { to: 'gone@example.test', link: 'https://p.example.test/verify-email/t' })),
      ).resolves.toBe('sent');
    } finally {
      mailer.close();
    }
    const [row] = await rowsFor('gone@example.test');
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.error).toMatch(/550/);
    expect(lines.map((l) => `${l.level}: ${l.msg}`)).toEqual(['error: mail delivery failed']);
  });

  it('records an unreachable SMTP server the same way', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const mailer = createMailer({ db: database.db, smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      await mailer.send(composeMail('one-time-login', 'de_AT', { to: 'nobody@example.test', link: 'https://p.example.test/onetimelogin/t' }));
    } finally {
      mailer.close();
    }
    const [row] = await rowsFor('nobody@example.test');
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('mailer without SMTP', () => {
  it('stores the message unsent and prints the link on the console', async () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
    const mailer = createMailer({ db: database.db });
    expect(mailer.delivery).toBe('console');
    const link = 'http://127.0.0.1:8080/verify-email/0a1b2c';
    await mailer.send(composeMail('verify-email', 'en_GB', { to: 'bo@example.test', link, name: 'Bo' }));

    expect(printed).toHaveBeenCalledWith(`[mail] to bo@example.test: Confirm your e-mail address ${link}`);
    const [row] = await rowsFor('bo@example.test');
    expect(row).toMatchObject({ subject: 'Confirm your e-mail address', sentAt: null, attempts: 0, error: null, language: 'en_GB' });
    expect(row.text).toContain(link);
    expect(row.html).toContain(`href="${link}"`);
  });

  it('refuses a recipient that would add header lines, storing nothing', async () => {
    const mailer = createMailer({ db: database.db, print: () => {} });
    const message = composeMail('verify-email', 'en_GB', { to: 'x@example.test\r\nBcc: y@example.test', link: 'https://p.example.test/verify-email/t' });
    await expect(mailer.send(message)).rejects.toThrow(/one address/);
    expect(await rowsFor(message.to)).toEqual([]);
  });
});

describe('parseSmtpUrl', () => {
  it('takes the sender from ?from=, else from an e-mail user name, else a no-reply default', () => {
    expect(parseSmtpUrl('smtp://u:p@mail.example.test:587?from=%22Portal%22%20%3Cno-reply%40example.test%3E')).toEqual({
      url: 'smtp://u:p@mail.example.test:587',
      from: '"Portal" <no-reply@example.test>',
    });
    expect(parseSmtpUrl('smtps://bot%40example.test:secret@mail.example.test').from).toBe('bot@example.test');
    expect(parseSmtpUrl('smtp://mail.example.test').from).toMatch(/no-reply/);
  });

  it('refuses something that is not an smtp URL', () => {
    expect(() => parseSmtpUrl('mail.example.test')).toThrow(/SMTP_URL/);
    expect(() => parseSmtpUrl('http://mail.example.test')).toThrow(/smtp:\/\//);
  });
});
