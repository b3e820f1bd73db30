import { describe, expect, it } from 'vitest';
import { devMailboxEnabled, undeliveredMailWarning } from '../../../server/platform/mail/dev-mailbox';
import { isLoopbackHost } from '../../../server/platform/http/loopback';
import { extractLink, mailKindOf } from '../../../server/platform/mail/outbox';

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST', 'app.localhost', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'])(
    '%s is loopback',
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );
  it.each(['0.0.0.0', '::', '192.168.1.10', '10.0.0.1', 'example.com', 'localhost.example.com', '128.0.0.1', '::ffff:10.0.0.1', ''])(
    '%s is not loopback',
    (host) => expect(isLoopbackHost(host)).toBe(false),
  );
});

describe('devMailboxEnabled', () => {
  it('is on for a loopback server without SMTP', () => {
    expect(devMailboxEnabled({ smtpUrl: null, host: '127.0.0.1', appEnv: 'production', publicUrl: null })).toBe(true);
  });
  it('is on for a test server without SMTP, whatever it listens on', () => {
    expect(devMailboxEnabled({ smtpUrl: null, host: '0.0.0.0', appEnv: 'test', publicUrl: null })).toBe(true);
  });
  it('is off for a production server reachable from outside', () => {
    expect(devMailboxEnabled({ smtpUrl: null, host: '0.0.0.0', appEnv: 'production', publicUrl: null })).toBe(false);
    expect(devMailboxEnabled({ smtpUrl: null, host: '::', appEnv: 'production', publicUrl: null })).toBe(false);
  });
  it('is off for a production server behind a reverse proxy on the same machine (loopback HOST, public PUBLIC_URL): issue 25', () => {
    expect(devMailboxEnabled({ smtpUrl: null, host: '127.0.0.1', appEnv: 'production', publicUrl: 'https://portal.example.com' })).toBe(false);
    expect(devMailboxEnabled({ smtpUrl: null, host: '127.0.0.1', appEnv: 'production', publicUrl: 'http://localhost:8080' })).toBe(true);
    expect(devMailboxEnabled({ smtpUrl: null, host: '0.0.0.0', appEnv: 'production', publicUrl: 'http://localhost:8080' })).toBe(false);
  });
  it('a production start without SMTP says loudly that mail is not delivered', () => {
    expect(undeliveredMailWarning({ smtpUrl: null, appEnv: 'production' })).toMatch(/E-MAIL IS NOT DELIVERED.*SMTP_URL/s);
    expect(undeliveredMailWarning({ smtpUrl: 'smtp://mail.example.test', appEnv: 'production' })).toBeNull();
    expect(undeliveredMailWarning({ smtpUrl: null, appEnv: 'test' })).toBeNull();
  });
  it('is off whenever SMTP delivers the mail', () => {
    expect(devMailboxEnabled({ smtpUrl: 'smtp://mail.example.test', host: '127.0.0.1', appEnv: 'test', publicUrl: null })).toBe(false);
  });
});

describe('reading an outbox message back', () => {
  it('finds the link in the text, without trailing punctuation', () => {
    expect(extractLink('Open this link:\n\nhttps://p.example.test/verify-email/abc?x=1&y=2\n\nThanks')).toBe(
      'https://p.example.test/verify-email/abc?x=1&y=2',
    );
    expect(extractLink('Go to http://127.0.0.1:8080/onetimelogin/t0k.')).toBe('http://127.0.0.1:8080/onetimelogin/t0k');
    expect(extractLink('No link here')).toBeNull();
  });

  it('knows the kind from the subject in any language, else from the screen the link opens', () => {
    expect(mailKindOf('Setzen Sie Ihr Passwort zurück', null)).toBe('password-reset');
    expect(mailKindOf('Votre lien de connexion', null)).toBe('one-time-login');
    expect(mailKindOf('Old subject', 'https://p.example.test/verify-email/abc')).toBe('verify-email');
    expect(mailKindOf('Old subject', 'https://p.example.test/onetimelogin/abc')).toBe('one-time-login');
    expect(mailKindOf('Newsletter', 'https://p.example.test/faq')).toBeNull();
  });
});
