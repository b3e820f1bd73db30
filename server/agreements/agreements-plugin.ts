/**
 * Decorates the app with the agreement texts (`app.agreements`), loaded and checked when the
 * app is built: a mistake in content/agreements stops the start with the file and the reason.
 * Keeps workers' signedLatestAgreement true only for the version in force (at start, hourly).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_AGREEMENTS_DIR, loadAgreementCatalogue, type AgreementCatalogue } from '../platform/content/agreement-catalogue';
import { syncSignedLatestAgreement } from './agreement-service';

export interface AgreementsPluginOptions {
  /** Folder of <COUNTRY>/<version>.json files; default content/agreements. */
  dir?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    agreements: AgreementCatalogue;
  }
}

const SYNC_INTERVAL_MS = 60 * 60 * 1000;

async function agreementsPlugin(app: FastifyInstance, opts: AgreementsPluginOptions) {
  const catalogue = await loadAgreementCatalogue(opts.dir ?? DEFAULT_AGREEMENTS_DIR);
  app.decorate('agreements', catalogue);

  for (const countryId of app.regions.set.countries.keys()) {
    if (catalogue.versions(countryId).length === 0) {
      app.log.warn({ countryId }, 'no partnership agreement for this country: its applicants cannot sign');
    }
  }

  const sync = async () => {
    try {
      const changed = await syncSignedLatestAgreement(app.db, catalogue, app.regions);
      if (changed) app.log.info({ changed }, 'a new agreement version is in force: workers asked to sign it');
    } catch (err) {
      app.log.error({ err }, 'could not update who signed the latest agreement');
    }
  };
  app.addHook('onReady', sync);
  const timer = setInterval(() => void sync(), SYNC_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(agreementsPlugin, { name: 'agreements', dependencies: ['database', 'regions'] });
