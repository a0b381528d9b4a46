import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import type { AppDeps } from './app-deps.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Everything injected into the app (clock, random, database, keys, SMS sender…). */
    deps: AppDeps;
    /** The drizzle database (`deps.database.db`), for repositories. */
    db: Db;
  }
}

/**
 * Makes the injected dependencies available to every route (`app.deps`, `app.db`) and closes the
 * database when the app closes.
 */
export const depsPlugin = fp<{ deps: AppDeps }>(
  (app, { deps }, done) => {
    app.decorate('deps', deps);
    app.decorate('db', deps.database.db);
    app.addHook('onClose', async () => {
      await deps.database.close();
    });
    done();
  },
  { name: 'deps' },
);
