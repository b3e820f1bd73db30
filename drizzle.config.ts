// drizzle-kit: `npx drizzle-kit generate --name <change>` writes a migration for schema changes into
// server/platform/db/migrations (committed; applied at start by server/platform/db/migrate.ts on PGlite and PostgreSQL alike).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/platform/db/schema.ts',
  out: './server/platform/db/migrations',
  strict: true,
  verbose: true,
});
