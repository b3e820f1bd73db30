import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { AppEnv } from '../engine/regions/types';
import type { RegionSet } from '../engine/regions/region-set';
import type { DatabaseHandle } from './platform/db/client';
import errorFormat from './platform/plugins/error-format';
import inputCharacters from './platform/plugins/input-characters';
import apiSchemas from './platform/plugins/api-schemas';
import openapi from './platform/plugins/openapi';
import deps from './platform/plugins/deps';
import gracefulClose from './platform/plugins/graceful-close';
import security, { type PublicUrlOption } from './platform/plugins/security';
import { tileUrlOrigin, type StorageLocation, type TrustProxy } from './platform/config';
import database from './platform/plugins/database';
import regions from './platform/plugins/regions';
import client from './platform/plugins/client';
import publicCache from './platform/plugins/public-cache';
import forms from './platform/plugins/forms';
import mail from './platform/plugins/mail';
import { createTestClock } from './platform/test-clock';
import auth, { type AuthPluginOptions } from './accounts/auth-plugin'; // accounts
import limits from './platform/plugins/limits'; // limits per client (issue 25)
import type { VisitorLimitOptions } from './platform/limits/visitor-limits';
import { builtInPaymentProvider, type PaymentProvider } from './platform/payments/payment-provider'; // extra bookings (issue 26)
import jobs, { type JobsPluginOptions } from './platform/plugins/jobs'; // background jobs
import screening from './screening/screening-plugin'; // screening
import retention from './privacy/retention-plugin'; // privacy: the daily retention job
import agreements from './agreements/agreements-plugin'; // agreement
import opsAccess from './platform/plugins/ops-access'; // ops
import { trackAllowedMethods } from './platform/http/allowed-methods';
import { PAGES } from '../engine/pages';
import { isLoopbackRequest } from './platform/http/loopback';
import { lazySerializerFactory, partAwareValidators, type sharedCompilers } from './platform/api/schema-compilers';
import { registerFeatures } from './features';
import type { FeatureContext } from './platform/api/feature-context';
import { openDocumentStore } from './platform/storage/document-store';

/** The longest path parameter a route documents (schemas/api/*-params: a signing request's token). */
export const MAX_PATH_PARAMETER_LENGTH = 1024;

export interface BuildAppOptions {
  /** An opened and migrated database (tests hand in a cloned in-memory PGlite). */
  database: DatabaseHandle;
  /** Close the database when the app closes (main.ts: yes; tests own their handle). */
  closeDatabase?: boolean;
  /** The validated region set (load with loadRegionDir; the server refuses an invalid folder before this). */
  regions: RegionSet;
  /** The folder the set was loaded from (REGIONS_DIR): watched, and a valid change goes live without a restart (server/platform/regions/live-regions.ts). Absent: the set is fixed. */
  regionsDir?: string | null;
  /** Watch regionsDir (default true); false: only `app.liveRegions.reload(dir)` reloads. */
  watchRegions?: boolean;
  appEnv: AppEnv;
  /** HOST the server listens on: the ops tools are open without an ops account only on a loopback development server (engine/rules/ops-access.ts). Absent: not loopback. */
  listenHost?: string | null;
  /** Built SPA folder (dist/client); null serves the API only. */
  clientDir?: string | null;
  /**
   * The origin people use (PUBLIC_URL): every e-mail link is built on it (never on the request's
   * Host) and state-changing requests must come from it. An https one makes the session cookie
   * Secure and sends HSTS. A function makes it from the port once the server listens (main.ts: the
   * listening address). Absent: http://localhost (app.inject's Host).
   */
  publicUrl?: PublicUrlOption;
  /** Fastify's trustProxy (TRUST_PROXY): whose X-Forwarded-For/-Proto/-Host are believed. Default: nobody's. */
  trustProxy?: TrustProxy;
  logger?: FastifyServerOptions['logger'];
  /** smtp:// URL: e-mail goes out through SMTP; null/absent: outbox table and console only. */
  smtpUrl?: string | null;
  /** Serve GET /api/dev/outbox (the dev mailbox). Default: only without smtpUrl. main.ts decides with devMailboxEnabled(). */
  mailboxEnabled?: boolean;
  /** Rate limits of login, sign-up, password reset and verification mails (tests lower them). Default: DEFAULT_AUTH_RATE_LIMITS of server/platform/limits/account-limits.ts. */
  authRateLimits?: AuthPluginOptions['rateLimits'];
  /** Limits of page views, help-centre votes and referral lookups per client (tests lower them). Default: DEFAULT_VISITOR_LIMITS of server/platform/limits/visitor-limits.ts. */
  visitorLimits?: VisitorLimitOptions;
  /** The rate limits' clock in ms (default Date.now): tests start it at the start of a window, so none ends mid-test. */
  limitsClock?: () => number;
  /** Folder of uploaded documents (main.ts: DATA_DIR/uploads). Absent: a temporary folder removed when the app closes (tests). */
  uploadsDir?: string | null;
  /** STORAGE_URL (config.ts): documents go to this S3-compatible bucket, shared by every instance; null/absent: uploadsDir. */
  storage?: StorageLocation | null; // documents
  /** Delay between the screening-test answers and their score (default 3000 ms). Tests pass a long one and run jobs with app.screeningJobs.runScheduledNow(), or a few ms. */
  screeningScoringDelayMs?: number; // screening
  /** The job queue's timing (server/platform/jobs/job-runner.ts: poll, lease, retry delay, clock); tests shorten them. */
  jobs?: JobsPluginOptions;
  /** Folder of the agreement texts (<COUNTRY>/<version>.json); default content/agreements. */
  agreementsDir?: string; // agreement
  /** MAP_TILE_URL: the tile server of the booking map ({z}/{x}/{y} template); null/absent: no embedded map. */
  mapTileUrl?: string | null; // bookings
  /** The card-payment provider (issue 26; default: the built-in one, server/platform/payments). */
  paymentProvider?: PaymentProvider; // extra bookings
  /** The services' clock (default: the system's). */
  clock?: () => Date;
  /** Called with every route as it is declared (the API contract test walks them). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * API requests wait for it; pages and assets do not (main.ts: the help centre's and the demo's
   * content are seeded once the server listens, and no API answer, nor any public answer cached,
   * may see them half-made). A rejection answers the waiting requests with a 500.
   */
  apiReady?: Promise<unknown>;
  /** Build each response serializer at its first use instead of before listening (main.ts: yes, a faster start; tests: no, a bad schema fails app.ready()). */
  lazySerializers?: boolean;
  /** Validators and serializers kept across the apps of one process (tests: sharedCompilers, compiled once per schema). */
  compilers?: ReturnType<typeof sharedCompilers>;
}

/**
 * Socket and request time limits. A whole request must arrive within two minutes: a 10 MB
 * document over a slow 1 Mbit/s uplink takes about 80 s. A socket silent for a minute during a
 * request has lost its client. Idle keep-alive connections close after 72 s, longer than the
 * 60 s idle timeout of common load balancers, so the balancer closes first and never sends a
 * request on a connection this server has just closed.
 */
export const HTTP_TIMEOUTS = {
  requestTimeout: 120_000,
  connectionTimeout: 60_000,
  keepAliveTimeout: 72_000,
} as const;

/** A hop count as the function Fastify makes of it (its types take no number). */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** The whole portal as one Fastify instance: API under /api, the SPA everywhere else. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    // Region-composed payloads are validated in handlers with the shared AJV factory; route
    // schemas must never silently coerce or strip what the client sent in a body (query strings
    // and path parameters are text, coerced to what their schema says: partAwareValidators).
    // `errorCode` is an annotation of the shared AJV factory (engine/validation/error-codes.ts) that
    // payload schemas carry, `tsType` a type hint for `npm run gen:types`; strictTypes is off for the multipart upload's body schema, which
    // names fields without `type: object` because a streamed body is not parsed when validated.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: true, strictTypes: false, keywords: ['errorCode', 'tsType'] } },
    bodyLimit: 1024 * 1024,
    // A path parameter may be as long as the longest any route documents (a signing request's token,
    // 1024); each route's schema then holds its own to its maximum with a 400. Fastify's default, 100,
    // refused documented values (issue 25).
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    // The router's own refusals (a path that is not valid percent-encoding, a path parameter over
    // that length) answer in the API's error format too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void reply.status(status).send({ error: status === 414 ? 'URI_TOO_LONG' : 'BAD_URL', message: error.message });
    },
    trustProxy: fastifyTrustProxy(opts.trustProxy ?? false),
    ...HTTP_TIMEOUTS,
    schemaController: {
      compilersFactory: {
        buildValidator: partAwareValidators(opts.compilers?.buildValidator),
        ...(opts.compilers ? { buildSerializer: opts.compilers.buildSerializer } : opts.lazySerializers ? { buildSerializer: lazySerializerFactory() } : {}),
      },
    },
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  const mailboxEnabled = opts.mailboxEnabled ?? !opts.smtpUrl;

  await app.register(errorFormat);
  await app.register(gracefulClose);
  await app.register(inputCharacters);
  // The SPA adds a cache-buster `_` to its personal GETs (W§7); it is not part of any route's query.
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query && typeof query === 'object' && '_' in query) delete query._;
  });
  await app.register(cookie);
  await app.register(security, { publicUrl: opts.publicUrl, imageOrigins: opts.mapTileUrl ? [tileUrlOrigin(opts.mapTileUrl)] : [] });
  // The built SPA's files before compress: they are precompressed at build time and sent as they are,
  // so compress's per-route hook (added to routes declared after it) never compresses them again.
  await app.register(client, { clientDir: opts.clientDir ?? null });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(apiSchemas);
  await app.register(openapi);
  await app.register(database, { handle: opts.database, closeOnShutdown: opts.closeDatabase ?? false });
  await app.register(regions, { set: opts.regions, env: opts.appEnv, dir: opts.regionsDir ?? null, watch: opts.watchRegions });
  await app.register(publicCache);
  await app.register(mail, { smtpUrl: opts.smtpUrl ?? null });
  await app.register(forms);
  await app.register(auth, { rateLimits: { ...opts.authRateLimits, now: opts.limitsClock }, clock: opts.clock }); // accounts
  await app.register(limits, { visitorLimits: opts.visitorLimits, now: opts.limitsClock });
  await app.register(agreements, { dir: opts.agreementsDir }); // agreement
  await app.register(opsAccess, { appEnv: opts.appEnv, listenHost: opts.listenHost ?? null }); // ops
  // A test server's clock can be set by the browser tests (PUT /api/dev/clock); nowhere else.
  const testClock = opts.appEnv === 'test' && !opts.clock ? createTestClock() : undefined;
  await app.register(deps, { clock: opts.clock ?? testClock?.now });
  await app.register(jobs, opts.jobs ?? {}); // background jobs, before the plugins that add queues
  await app.register(screening, { scoringDelayMs: opts.screeningScoringDelayMs }); // screening
  // One document store for the app: the Documents feature, the data archives and the retention job use the same
  // files (a test server's temporary folder included). Closed last, after the routes that use it.
  const documentStore = await openDocumentStore({ uploadsDir: opts.uploadsDir ?? null, storage: opts.storage ?? null });
  app.addHook('onClose', async () => {
    await documentStore.close();
  });
  await app.register(retention, { documentStore }); // privacy

  const allowedMethods = trackAllowedMethods(app);
  const featureContext: FeatureContext = {
    documentStore,
    mapTileUrl: opts.mapTileUrl ?? null,
    payments: opts.paymentProvider ?? builtInPaymentProvider,
    testClock,
    mailboxEnabled,
  };
  await app.register(
    async (api) => {
      if (opts.apiReady) {
        let ready = false;
        const gate = opts.apiReady.then(() => {
          ready = true;
        });
        gate.catch(() => {}); // answered per request below
        // A callback hook, not an async one: once ready, a request passes at the cost of one check.
        api.addHook('onRequest', (_request, _reply, done) => {
          if (ready) done();
          else gate.then(() => done(), done);
        });
      }
      await registerFeatures(api, featureContext);
    },
    { prefix: '/api' },
  );

  // Page URLs fall back to the SPA; /api and /assets answer a real 404, or 405 for a path that has other methods.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/api/')) {
      const allowed = allowedMethods(request.method, path);
      if (allowed.length > 0) {
        void reply
          .status(405)
          .header('allow', allowed.join(', '))
          .send({ error: 'METHOD_NOT_ALLOWED', message: `${path} answers ${allowed.join(', ')}, not ${request.method}.` });
        return;
      }
    }
    // The mailbox page exists only where its API answers (a loopback Host on a server with the mailbox on).
    const isMailboxPage = request.url.split('?')[0].replace(/\/$/, '') === PAGES.devMailbox;
    if (!(isMailboxPage && !(mailboxEnabled && isLoopbackRequest(request.headers))) && app.spaFallback(request, reply)) return;
    void reply.status(404).send({ error: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });

  return app;
}
