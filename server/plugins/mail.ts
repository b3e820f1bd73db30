import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates the app with the mailer: outbox table first, then SMTP (smtpUrl) or the console. */
async function mailPlugin(app: FastifyInstance, opts: { smtpUrl: string | null }) {
  const mailer = createMailer({ db: app.db, smtpUrl: opts.smtpUrl, log: app.log });
  app.decorate<Mailer>('mailer', mailer);
  app.addHook('onClose', async () => {
    mailer.close();
  });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['database'] });
