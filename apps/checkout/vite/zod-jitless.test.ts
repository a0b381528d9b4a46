import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { zodJitless } from './zod-jitless.ts';

const require = createRequire(import.meta.url);
const zodCore = path.join(path.dirname(require.resolve('zod/package.json')), 'v4/core/core.js');

function transform(code: string, id: string) {
  const hook = zodJitless().transform as (code: string, id: string) => { code: string } | null;
  return hook(code, id);
}

describe('zodJitless', () => {
  it('turns jitless on where zod creates its config, before any schema reads it', async () => {
    const built = transform(readFileSync(zodCore, 'utf8'), zodCore);
    expect(built?.code).toMatch(/globalThis\.__zod_globalConfig\.jitless = true;\n$/);
    // Run as the module it is: the config it exports has jitless on.
    const global = globalThis as { __zod_globalConfig?: object };
    const before = global.__zod_globalConfig;
    delete global.__zod_globalConfig;
    try {
      // Its own imports (`./util.js`) from zod's folder, as a data URL has no folder.
      const code = (built?.code ?? '').replace(
        /from "\.\/([^"]+)"/g,
        (_from, file: string) =>
          `from "${pathToFileURL(path.join(path.dirname(zodCore), file)).href}"`,
      );
      const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
      const module = (await import(/* @vite-ignore */ url)) as { globalConfig: object };
      expect(module.globalConfig).toMatchObject({ jitless: true });
    } finally {
      global.__zod_globalConfig = before;
    }
  });

  it('leaves every other module as it is', () => {
    expect(transform('export const a = 1;', '/x/node_modules/zod/v4/core/schemas.js')).toBeNull();
  });

  it('fails the build when a zod release no longer creates its config there', () => {
    expect(() => transform('export const globalConfig = {};', zodCore)).toThrow(
      /no longer creates globalThis.__zod_globalConfig/,
    );
  });
});
