import { fileURLToPath } from 'node:url';

/** The committed drizzle-kit migrations, applied in order on start. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
