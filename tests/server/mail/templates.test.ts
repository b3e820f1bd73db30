import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, MAIL_LANGUAGES, renderMail } from '../../../server/platform/mail/templates';

const link = 'https://portal.example.test/password-reset/abc123';

describe('renderMail', () => {
  it.each(MAIL_KINDS.flatMap((kind) => MAIL_LANGUAGES.map((language) => [kind, language] as const)))(
    '%s in %s has a subject, the link and the name in both text and HTML',
    (kind, language) => {
      const mail = renderMail(kind, language, { link, name: 'Ana Silva' });
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.text).toContain(link);
      expect(mail.text).toContain('Ana Silva');
      expect(mail.text).not.toMatch(/\{\{|\}\}/);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain('Ana Silva');
      expect(mail.html).toContain(`lang="${language.replace('_', '-')}"`);
      expect(mail.html).not.toMatch(/\{\{|\}\}/);
    },
  );

  it('writes each language in its own words', () => {
    expect(renderMail('password-reset', 'en_GB', { link }).subject).toBe('Reset your password');
    expect(renderMail('password-reset', 'fr_FR', { link }).subject).toBe('Réinitialisez votre mot de passe');
    expect(renderMail('password-reset', 'de_AT', { link }).subject).toBe('Setzen Sie Ihr Passwort zurück');
    expect(renderMail('verify-email', 'fr_FR', { link, name: 'Léa' }).text).toMatch(/^Bonjour Léa,/);
    expect(renderMail('one-time-login', 'de_AT', { link, name: 'Anna' }).text).toMatch(/^Guten Tag Anna,/);
  });

  it('greets without a dangling space when there is no name', () => {
    expect(renderMail('verify-email', 'en_GB', { link }).text).toMatch(/^Hello,\n/);
    expect(renderMail('verify-email', 'fr_FR', { link, name: '  ' }).text).toMatch(/^Bonjour,\n/);
    expect(renderMail('verify-email', 'de_AT', { link, name: null }).text).toMatch(/^Guten Tag,\n/);
  });

  it('escapes a name and a link in the HTML, and keeps them as typed in the text', () => {
    const name = '<script>alert(1)</script> & "Bob"';
    const queryLink = 'https://portal.example.test/onetimelogin/t0k?lang=fr&x="y"';
    const mail = renderMail('one-time-login', 'en_GB', { link: queryLink, name });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Bob&quot;');
    expect(mail.html).toContain('href="https://portal.example.test/onetimelogin/t0k?lang=fr&amp;x=&quot;y&quot;"');
    expect(mail.text).toContain(name);
    expect(mail.text).toContain(queryLink);
  });

  it('keeps a name on one line, so it cannot add lines to the e-mail', () => {
    const mail = renderMail('verify-email', 'en_GB', { link, name: 'Ana\r\nBcc: someone@example.test' });
    expect(mail.text.split('\n')[0]).toBe('Hello Ana Bcc: someone@example.test,');
  });

  it('offers a button with the action and the raw link as a fallback in the HTML', () => {
    const mail = renderMail('verify-email', 'en_GB', { link });
    expect(mail.html).toMatch(new RegExp(`<a href="${link}"[^>]*>Confirm my e-mail address</a>`));
    expect(mail.html).toContain('If the button does not work, copy this link into your browser:');
    expect(mail.text).toContain('The Practitioner Portal team');
  });

  it('refuses a link that is not an absolute http(s) URL', () => {
    expect(() => renderMail('verify-email', 'en_GB', { link: '/verify-email/abc' })).toThrow(/absolute/);
    expect(() => renderMail('verify-email', 'en_GB', { link: 'javascript:alert(1)' })).toThrow(/absolute/);
  });
});
