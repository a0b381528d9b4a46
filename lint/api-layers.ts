import path from 'node:path';

/**
 * The API's layers (docs/decisions/0031-api-layers.md), lowest first, each with the folders and
 * files of `apps/api/src` it holds and the layers it builds on. A layer imports only these, so
 * dependencies run one way: platform ← db ← errors ← http ← payment providers, Fastify add-ons ←
 * modules ← the app. Every entry of `apps/api/src` is placed (a test checks), so a new folder
 * takes its place. The modules' own order is `api-module-direction.ts`.
 */
export const apiLayers: Readonly<
  Record<string, { holds: readonly string[]; uses: readonly string[] }>
> = {
  // Clock, random source, timer, configuration, language negotiation: nothing of the API.
  platform: { holds: ['platform'], uses: [] },
  db: { holds: ['db'], uses: ['platform'] },
  // The error body and its translations.
  errors: { holds: ['errors'], uses: ['platform'] },
  // Shapes every route shares: error responses, text the database can store.
  http: { holds: ['http'], uses: ['platform', 'errors'] },
  // One adapter per provider; the modules decide when to call them.
  'payment-providers': { holds: ['payment-providers'], uses: ['platform', 'errors', 'http'] },
  // Generic Fastify add-ons (errors, compression, security headers, rate limit, request log,
  // OpenAPI): the app hands them what they need of the modules (app.ts).
  plugins: { holds: ['plugins'], uses: ['platform', 'db', 'errors', 'http'] },
  modules: {
    holds: ['modules'],
    uses: ['platform', 'db', 'errors', 'http', 'payment-providers', 'plugins'],
  },
  // The app assembled (app.ts, app/: its dependencies, long-lived services) and what runs or
  // tests it; nothing below imports it.
  app: {
    holds: ['app.ts', 'app', 'server.ts', 'index.ts', 'testing'],
    uses: ['platform', 'db', 'errors', 'http', 'payment-providers', 'plugins', 'modules'],
  },
};

/**
 * `apiLayers` as `import-x/no-restricted-paths` zones: each layer may not import a layer outside
 * its list. Applied to production code; a test may set up with a layer above.
 */
export function apiLayerZones(root: string) {
  const src = path.join(root, 'apps/api/src');
  return Object.entries(apiLayers)
    .map(([name, { holds, uses }]) => ({
      name,
      holds,
      uses,
      above: Object.entries(apiLayers)
        .filter(([other]) => other !== name && !uses.includes(other))
        .flatMap(([, layer]) => layer.holds),
    }))
    .filter(({ above }) => above.length > 0)
    .map(({ name, holds, uses, above }) => ({
      target: holds.map((entry) => path.join(src, entry)),
      from: above.map((entry) => path.join(src, entry)),
      message: `The API's ${name} layer builds only on ${
        uses.join(', ') || 'nothing of the API'
      } (lint/api-layers.ts, docs/decisions/0031-api-layers.md): pass what it needs in from above, or move the piece down.`,
    }))
    .concat(seedZone(src));
}

/**
 * The demo data (`db/seed/`, the `@storefront/api/seed` entry) is for the demo and the tests: no
 * production code of the API imports it (docs/decisions/0029-demo-workspace-and-seed-entry.md).
 */
function seedZone(src: string) {
  return {
    target: [
      path.join(src, '!(db|testing)/**'),
      path.join(src, '*.ts'),
      path.join(src, 'db/!(seed)/**'),
      path.join(src, 'db/*.ts'),
    ],
    from: [path.join(src, 'db/seed')],
    message:
      'Production code never imports the demo data: the demo and the tests pass a seed step (@storefront/api/seed).',
  };
}
