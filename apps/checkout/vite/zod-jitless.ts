import type { Plugin } from 'vite';

/** zod's module that creates its global config, which every schema reads when it is built. */
const zodConfigModule = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
/** The line of that module that creates the config (zod 4), which the build checks is there. */
const configLine = 'globalThis.__zod_globalConfig';

/**
 * Builds zod for the pages with its `jitless` setting on. zod builds fast object parsers with
 * `new Function`, and probes for that (a caught `new Function('')`) when it builds its first
 * object schema; under the pages' CSP (`script-src` without `'unsafe-eval'`) the probe is reported
 * as a violation (Lighthouse best practices), and the parsers could not be built anyway. An
 * entry that set the config first did not hold once the pages were split into chunks: a chunk
 * holding zod and schemas runs before the entry's own code (the booking widget and the shop
 * reported the probe). Set where zod creates its config, it holds before any schema, whatever
 * the chunks' order. The build fails if a zod release moves the config, rather than
 * letting the probe come back unnoticed.
 */
export function zodJitless(): Plugin {
  return {
    name: 'storefront:zod-jitless',
    transform(code, id) {
      if (!zodConfigModule.test(id)) return null;
      if (!code.includes(configLine)) {
        throw new Error(
          `zod-jitless: ${id} no longer creates ${configLine}; see vite/zod-jitless.ts`,
        );
      }
      return { code: `${code}\n${configLine}.jitless = true;\n`, map: null };
    },
  };
}
