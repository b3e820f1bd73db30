// drizzle-kit: `npx drizzle-kit generate --name <change>` writes a migration for schema changes into
// server/db/migrations (committed; applied at start by server/db/migrate.ts on PGlite and PostgreSQL alike).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
