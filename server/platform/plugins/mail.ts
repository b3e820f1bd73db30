import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createMailer, type Mailer } from '../mail/mailer';
import { OUTBOX_PURGE_INTERVAL_MS, purgeOutbox } from '../mail/outbox-retention';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates the app with the mailer: outbox table first, then SMTP (smtpUrl) or the console. */
async function mailPlugin(app: FastifyInstance, opts: { smtpUrl: string | null }) {
  const mailer = createMailer({ db: app.db, smtpUrl: opts.smtpUrl, log: app.log });
  app.decorate<Mailer>('mailer', mailer);
  const purge = async () => {
    try {
      const purged = await purgeOutbox(app.db, mailer.delivery);
      if (purged > 0) app.log.info({ purged, delivery: mailer.delivery }, 'outbox: old message texts purged');
    } catch (err) {
      app.log.error({ err }, 'could not purge old outbox messages');
    }
  };
  // At start and then hourly; unref'd so the timer never keeps a stopping process alive.
  app.addHook('onReady', purge);
  const timer = setInterval(() => void purge(), OUTBOX_PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    mailer.close();
  });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['database'] });
