import type { ChunkingContext } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { startupModulesOf } from './startup-script.ts';

/** A module graph as the bundler's chunking context shows it: code, imports and exports. */
function graphOf(
  modules: Record<string, { code: string; importedIds?: string[]; exports?: string[] }>,
): ChunkingContext {
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      return module ? { id, importedIds: [], exports: [], ...module } : null;
    },
  } as unknown as ChunkingContext;
}

describe('startupModulesOf', () => {
  it("follows a package's entry points only to the modules that export what the startup imports", () => {
    const graph = graphOf({
      '/app/startup.ts': {
        code: "import './jitless.ts';\nimport { requestUrl as url } from '@storefront/sdk';",
        importedIds: ['/app/jitless.ts', '/sdk/index.ts'],
      },
      '/app/jitless.ts': { code: 'globalThis.x = 1;' },
      '/sdk/index.ts': {
        code: "// The public API.\nexport * from './http/index.ts';\nexport * from './machines/index.ts';",
        importedIds: ['/sdk/http/index.ts', '/sdk/machines/index.ts'],
      },
      '/sdk/http/index.ts': {
        code: "export { requestUrl } from './request-url.ts';\nexport { createHttpClient } from './http-client.ts';",
        importedIds: ['/sdk/http/request-url.ts', '/sdk/http/http-client.ts'],
      },
      '/sdk/http/request-url.ts': {
        code: "import { languageOf } from '@storefront/contracts';\nexport function requestUrl() {}",
        importedIds: ['/contracts/index.ts'],
        exports: ['requestUrl'],
      },
      '/sdk/http/http-client.ts': {
        code: 'export function createHttpClient() {}',
        exports: ['createHttpClient'],
      },
      '/sdk/machines/index.ts': {
        code: "export { cartMachine } from './cart-machine.ts';",
        importedIds: ['/sdk/machines/cart-machine.ts'],
      },
      '/sdk/machines/cart-machine.ts': {
        code: 'export const cartMachine = 1;',
        exports: ['cartMachine'],
      },
      '/contracts/index.ts': {
        code: "export { languageOf } from './language.ts';\nexport { cartSchema } from './cart.ts';",
        importedIds: ['/contracts/language.ts', '/contracts/cart.ts'],
      },
      '/contracts/language.ts': { code: 'export const languageOf = 1;', exports: ['languageOf'] },
      '/contracts/cart.ts': { code: 'export const cartSchema = 1;', exports: ['cartSchema'] },
    });

    expect([...startupModulesOf('/app/startup.ts', graph)].sort()).toEqual([
      '/app/jitless.ts',
      '/app/startup.ts',
      '/contracts/index.ts',
      '/contracts/language.ts',
      '/sdk/http/index.ts',
      '/sdk/http/request-url.ts',
      '/sdk/index.ts',
      '/sdk/machines/index.ts',
    ]);
  });
});
