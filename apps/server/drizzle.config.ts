import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @fund-direct/server -- --name <what>` writes the next SQL migration from the schema;
// the server applies them with its own migrator (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
  breakpoints: true,
});
