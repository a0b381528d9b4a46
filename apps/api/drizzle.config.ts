import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit wants paths relative to where it runs; resolving them from this file lets it run
// from the repository root (`--config apps/api/drizzle.config.ts`) and from apps/api alike.
const here = path.dirname(fileURLToPath(import.meta.url));
const fromCwd = (file: string) => path.relative(process.cwd(), path.join(here, file)) || '.';

// Migrations are generated from the schema files and committed; the API applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: fromCwd('src/db/schema/index.ts'),
  out: fromCwd('src/db/migrations'),
});
