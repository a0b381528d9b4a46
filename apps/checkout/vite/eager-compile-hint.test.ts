import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  addEagerCompileHint,
  eagerCompileComment,
  isEntryOrImportedByOne,
  type BundleFiles,
} from './eager-compile-hint.ts';

const gzip = (code: string) => gzipSync(code);
/** Stands in for Brotli: the copy's text, marked, so a test can read it back. */
const brotli = (code: string) => new TextEncoder().encode(`br:${code}`);

function chunk(fileName: string, code: string, isEntry: boolean, moduleIds: string[] = []) {
  return { type: 'chunk' as const, fileName, code, isEntry, moduleIds };
}

function bundleOf(): BundleFiles {
  return {
    'index.js': chunk('index.js', 'const __vite__mapDeps=1;app()', true),
    'index.js.gz': { type: 'asset', source: gzipSync('const __vite__mapDeps=1;app()') },
    'index.js.br': { type: 'asset', source: 'stale' },
    'shared.js': chunk('shared.js', 'shared()', false, ['/repo/src/startup-part.ts']),
    'lazy.js': chunk('lazy.js', 'lazy()', false, ['/repo/src/later.ts']),
    'lazy.js.gz': { type: 'asset', source: 'lazy copy' },
  };
}

const options = {
  isFirstLoad: (facts: { isEntry: boolean; moduleIds: readonly string[] }) =>
    facts.isEntry || facts.moduleIds.includes('/repo/src/startup-part.ts'),
  gzip,
  brotli,
};

describe('addEagerCompileHint', () => {
  it('puts the hint on the first line of the first-load chunks, and nowhere else', () => {
    const bundle = bundleOf();
    addEagerCompileHint(bundle, options);
    const code = (name: string) => {
      const file = bundle[name];
      return file?.type === 'chunk' ? file.code : '';
    };
    expect(code('index.js')).toBe(`${eagerCompileComment}\nconst __vite__mapDeps=1;app()`);
    expect(code('shared.js')).toBe(`${eagerCompileComment}\nshared()`);
    expect(code('lazy.js')).toBe('lazy()');
    expect(eagerCompileComment).toBe('//# allFunctionsCalledOnLoad');
  });

  it('makes the compressed copies again from the hinted code', () => {
    const bundle = bundleOf();
    addEagerCompileHint(bundle, options);
    const source = (name: string) => {
      const file = bundle[name];
      return file?.type === 'asset' ? file.source : '';
    };
    expect(gunzipSync(source('index.js.gz')).toString()).toBe(
      `${eagerCompileComment}\nconst __vite__mapDeps=1;app()`,
    );
    expect(new TextDecoder().decode(source('index.js.br') as Uint8Array)).toBe(
      `br:${eagerCompileComment}\nconst __vite__mapDeps=1;app()`,
    );
    expect(source('lazy.js.gz')).toBe('lazy copy');
  });

  it('adds the hint once when the hook runs twice', () => {
    const bundle = bundleOf();
    addEagerCompileHint(bundle, options);
    addEagerCompileHint(bundle, options);
    const file = bundle['index.js'];
    expect(file?.type === 'chunk' ? file.code.split(eagerCompileComment).length : 0).toBe(2);
  });
});

describe('isEntryOrImportedByOne', () => {
  it('takes the entries and what they import statically at any depth, not the lazy chunks', () => {
    const bundle: BundleFiles = {
      'index.js': { ...chunk('index.js', 'app()', true), imports: ['shared.js'] },
      'shared.js': { ...chunk('shared.js', 'shared()', false), imports: ['deeper.js'] },
      'deeper.js': chunk('deeper.js', 'deeper()', false),
      'lazy.js': chunk('lazy.js', 'lazy()', false),
    };
    const firstLoad = Object.entries(bundle)
      .filter(([, file]) => file.type === 'chunk' && isEntryOrImportedByOne(file, bundle))
      .map(([name]) => name);
    expect(firstLoad).toEqual(['index.js', 'shared.js', 'deeper.js']);
  });
});
