/**
 * Server test files whose outcome does not depend on the database driver: they test what happens before or
 * beside SQL (validation at the edge, static files, headers, configuration, pure helpers, PGlite's own template).
 * `npm test` runs them once, on PGlite; the PostgreSQL pass (TEST_DATABASE_URL, scripts/with-postgres.sh) runs
 * every other server file again, the ones whose queries, transactions, locks, full-text search or time
 * arithmetic could answer differently on the real server. A file that starts to depend on SQL leaves this list.
 */
export const DRIVER_INDEPENDENT_FILES: readonly string[] = [
  // Generated bad input: every answer is a 4xx from validation, no row changes (the same code path on both).
  'tests/server/contract/generated-input.test.ts',
  // Route schemas and the OpenAPI document.
  'tests/server/contract/api-contract.test.ts',
  // Edge rules: control characters, cross-site requests, public origin of links, the dev mailbox's host check.
  'tests/server/routes/input-characters.test.ts',
  'tests/server/routes/cross-site.test.ts',
  'tests/server/routes/public-url.test.ts',
  'tests/server/routes/dev-outbox.test.ts',
  // Static files, the SPA's HTML, forms, region and legal files: read from disk, not from the database.
  'tests/server/routes/static-precompressed.test.ts',
  'tests/server/routes/spa.test.ts',
  'tests/server/routes/forms.test.ts',
  'tests/server/routes/regions.test.ts',
  'tests/server/routes/legal.test.ts',
  'tests/server/routes/health.test.ts',
  'tests/server/ops/live-regions.test.ts',
  // Closing the app in order (the database's close is the same call on both).
  'tests/server/lifecycle/graceful-shutdown.test.ts',
  // PGlite's template: PGlite only.
  'tests/server/db/pglite-template.test.ts',
  // Pure helpers and configuration.
  'tests/server/config.test.ts',
  'tests/server/auth/password.test.ts',
  'tests/server/auth/tokens-and-session-cookie.test.ts',
  'tests/server/limits/client-address.test.ts',
  'tests/server/calendar-feed/icalendar.test.ts',
  'tests/server/mail/templates.test.ts',
  'tests/server/mail/dev-mailbox.test.ts',
  // Documents in an S3-compatible bucket: the store differs, not the SQL (routes/documents.test.ts runs that on both;
  // documents-across-instances.test.ts is the bucket on PostgreSQL).
  'tests/server/documents/documents-in-bucket.test.ts',
  // Every region setting has a row in the settings tables: reads the schema and the tables only.
  'tests/server/settings/every-setting-has-a-row.test.ts',
  // What a region setting changes in the answers: the settings' readers (the routes' SQL is run on
  // PostgreSQL by the routes' own files).
  'tests/server/settings/setting-effects.test.ts',
  'tests/server/routes/region-settings.test.ts',
  // Bad region values refused by the loader, through the watched folder and an ops draft: the
  // loader's verdict (publication itself runs on PostgreSQL in region-versions, two-instances).
  'tests/server/ops/bad-region-values.test.ts',
  'tests/server/ops/bad-region-publish.test.ts',
  // A form submission from an older composition: validation before any SQL.
  'tests/server/routes/form-version.test.ts',
];
