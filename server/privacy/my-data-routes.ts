/**
 * The person's rights over their data (issue 31): the copy of their data (request, state, download) and closing
 * their account. Applicants, workers and students (the `myData` area); the page is /my-data.
 */
import { MY_DATA_ENDPOINTS } from '../../engine/api/endpoints/my-data';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { INVALID_INPUT } from '../platform/api/route-schema';
import { clearSessionCookie } from '../platform/auth/session-cookie';
import { tooManyRequests } from '../platform/limits/too-many';
import { closeAccount, TooManyCloseAttempts } from './close-account-service';
import {
  DATA_EXPORT_ATTEMPTS,
  DATA_EXPORT_QUEUE,
  DataExportTooSoon,
  markDataExportFailed,
  openDataExport,
  prepareDataExport,
  readDataExport,
  requestDataExport,
} from './data-export-service';

export default featureRoutes(MY_DATA_ENDPOINTS, ['privacy'], (app, context) => {
  const store = context.documentStore;
  app.jobs.handle(
    DATA_EXPORT_QUEUE,
    async (job) => {
      try {
        await prepareDataExport(app.deps, store, job.key);
      } catch (err) {
        if (job.attempt >= job.maxAttempts) await markDataExportFailed(app.db, job.key, app.deps.clock());
        throw err;
      }
    },
    { maxAttempts: DATA_EXPORT_ATTEMPTS },
  );
  // Personal data: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });

  return {
    getDataExport: {
      summary: 'The latest request for a copy of my data (preparing, ready, expired, failed) and when I may ask again',
      handler: async (request) => readDataExport(app.deps, request.worker!),
    },
    requestDataExport: {
      summary: 'Ask for a copy of my data: prepared in the background, an e-mail says when it is ready',
      answers: { 202: 'Asked: the archive is being prepared' },
      errors: { 429: 'DATA_EXPORT_TOO_SOON: one request in any 24 hours; Retry-After says when to ask again.' },
      handler: async (request, reply) => {
        try {
          return reply.status(202).send(await requestDataExport(app.deps, request.worker!));
        } catch (err) {
          if (err instanceof DataExportTooSoon) void reply.header('retry-after', String(Math.ceil(err.retryAfterMs / 1000)));
          throw err;
        }
      },
    },
    downloadDataExport: {
      summary: 'My archive (ZIP), while it is ready (7 days)',
      answers: { 200: 'The ZIP archive' },
      errors: {
        400: INVALID_INPUT,
        404: 'DATA_EXPORT_NOT_FOUND: no archive of this id of yours (another person\'s answers the same).',
        409: 'DATA_EXPORT_NOT_READY: still being prepared.',
        410: 'DATA_EXPORT_EXPIRED: past its 7 days; the file is deleted.',
      },
      handler: async (request, reply) => {
        const file = await openDataExport(app.deps, store, request.worker!, request.params.exportId);
        return reply
          .type('application/zip')
          .header('content-length', file.size)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    },
    closeAccount: {
      summary: 'Close my account, confirmed with my password: sessions end, the login stops, data is erased or kept minimised',
      answers: { 204: 'Closed; the session cookie is cleared' },
      errors: {
        400: INVALID_INPUT,
        403: 'PASSWORD_INCORRECT: the password is not right (details: /password); the account stays open.',
        429: 'TOO_MANY_REQUESTS: 5 wrong passwords in an hour for this account; Retry-After says when to try again.',
      },
      handler: async (request, reply) => {
        try {
          await closeAccount(app.deps, store, request.worker!, request.body.password);
        } catch (err) {
          if (err instanceof TooManyCloseAttempts) throw tooManyRequests(reply, err.retryAfterMs, err.message);
          throw err;
        }
        clearSessionCookie(reply, app.auth.secureCookie(request));
        return reply.status(204).send();
      },
    },
  };
});
