import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { packageProblems } from './package-lint.ts';
import { packOf } from './packed-packages.ts';
import { runCommand } from './run-command.ts';

const root = path.resolve(import.meta.dirname, '../..');
const packs = inject('packs');
const published = {
  '@storefront/contracts': 'packages/contracts',
  '@storefront/sdk': 'packages/sdk',
};

interface PublishedManifest {
  name: string;
  version: string;
  private?: boolean;
  license: string;
  repository: { type: string; url: string; directory: string };
  engines: { node: string };
  type: string;
  sideEffects: boolean;
  exports: Record<string, { types: string; import: string }>;
  dependencies: Record<string, string>;
  scripts?: unknown;
  devDependencies?: unknown;
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

/** The package.json inside a tarball, as a registry and `npm install` read it. */
async function tarballManifest(tarball: string): Promise<PublishedManifest> {
  const { stdout } = await runCommand('tar', ['-xOzf', tarball, 'package/package.json'], {
    cwd: root,
  });
  return JSON.parse(stdout) as PublishedManifest;
}

describe.each(Object.entries(published))('the packed %s', (name, dir) => {
  const pack = packOf(packs, name);

  it('holds each built module with its declarations, both maps and its source; README, CHANGELOG, LICENSE; no test', () => {
    expect(pack.files).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE']),
    );
    expect(pack.files.filter((file) => /\.test\.|(^|\/)testing\//.test(file))).toEqual([]);
    const modules = pack.files.filter((file) => file.endsWith('.js'));
    expect(modules).toContain('index.js');
    const missing = modules.flatMap((js) => {
      const base = js.slice(0, -'.js'.length);
      const companions = [`${base}.d.ts`, `${js}.map`, `${base}.d.ts.map`, `src/${base}.ts`];
      return companions.filter((file) => !pack.files.includes(file));
    });
    expect(missing).toEqual([]);
    // And every source it ships was built: nothing else hides under src/.
    const unbuilt = pack.files
      .filter((file) => file.startsWith('src/'))
      .filter((source) => !pack.files.includes(`${source.slice('src/'.length, -'.ts'.length)}.js`));
    expect(unbuilt).toEqual([]);
  });

  it('says what it is: the workspace version, licence, repository, engines, no side effects, only built entry points', async () => {
    const manifest = await tarballManifest(pack.tarball);
    const workspace = await readJson<{ version: string; engines: unknown }>(
      path.join(root, dir, 'package.json'),
    );
    expect(manifest).toMatchObject({
      name,
      version: workspace.version,
      license: 'MIT',
      repository: { type: 'git', directory: dir },
      type: 'module',
      sideEffects: false,
    });
    expect(manifest.engines).toEqual(workspace.engines);
    expect(manifest.engines.node).toMatch(/^>=\d+/);
    expect(manifest).not.toHaveProperty('private');
    expect(manifest).not.toHaveProperty('scripts');
    expect(manifest).not.toHaveProperty('devDependencies');
    const entries = manifest.exports;
    expect(Object.keys(entries)).toContain('.');
    expect(Object.keys(entries)).not.toContain('./testing');
    for (const [subpath, target] of Object.entries(entries)) {
      expect(target, subpath).toEqual({
        types: expect.stringMatching(/^\.\/[\w/-]+\.d\.ts$/) as string,
        import: expect.stringMatching(/^\.\/[\w/-]+\.js$/) as string,
      });
      expect(pack.files).toEqual(
        expect.arrayContaining([target.types.slice(2), target.import.slice(2)]),
      );
    }
    for (const [dependency, range] of Object.entries(manifest.dependencies)) {
      // Each other at the exact version packed with it; third parties by range.
      if (dependency.startsWith('@storefront/'))
        expect(range).toBe(packOf(packs, dependency).version);
    }
  });

  it('is clean to publint and Are the Types Wrong?', async () => {
    expect(await packageProblems(pack.tarball)).toEqual([]);
  }, 60_000);
});

it('the SDK depends on @storefront/contracts at the exact version packed with it', async () => {
  const sdk = await tarballManifest(packOf(packs, '@storefront/sdk').tarball);
  expect(sdk.dependencies['@storefront/contracts']).toBe(
    packOf(packs, '@storefront/contracts').version,
  );
});

describe('the workspace package as `npm pack` packs it unbuilt (the issue’s tarball)', () => {
  let dir: string;
  let tarball: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'storefront-raw-pack-'));
    const { stdout } = await runCommand(
      'npm',
      ['pack', '--json', '--pack-destination', dir, '--loglevel=error'],
      { cwd: path.join(root, 'packages/contracts') },
    );
    const [pack] = JSON.parse(stdout) as [{ filename: string }];
    tarball = path.join(dir, pack.filename);
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is refused by the same lint: it ships its tests', async () => {
    const problems = await packageProblems(tarball);
    expect(problems).toEqual([expect.stringMatching(/^publint: [\s\S]*internal tests/)]);
  }, 60_000);
});
