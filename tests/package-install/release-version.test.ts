import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from './run-command.ts';

const root = path.resolve(import.meta.dirname, '../..');

interface Manifest {
  version: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
}

const readManifest = async (dir: string, workspace: string) =>
  JSON.parse(await readFile(path.join(dir, workspace, 'package.json'), 'utf8')) as Manifest;

// `npm run release:version` is `changeset version` (then the lockfile): run on a copy of the
// workspace's manifests and Changesets config, with a changeset as a contributor writes one, it
// must version both published packages together although their workspace manifests are private,
// and carry the new version into every workspace that depends on them, apps included.
describe('changeset version on the workspace', () => {
  let copy: string;
  let before: Manifest;

  beforeAll(async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'storefront-release-'));
    const rootManifest = JSON.parse(
      await readFile(path.join(root, 'package.json'), 'utf8'),
    ) as Manifest;
    for (const workspace of ['.', ...(rootManifest.workspaces ?? [])]) {
      await mkdir(path.join(copy, workspace), { recursive: true });
      await cp(
        path.join(root, workspace, 'package.json'),
        path.join(copy, workspace, 'package.json'),
      );
    }
    for (const workspace of ['packages/contracts', 'packages/sdk']) {
      await cp(
        path.join(root, workspace, 'CHANGELOG.md'),
        path.join(copy, workspace, 'CHANGELOG.md'),
      );
    }
    await cp(path.join(root, '.changeset/config.json'), path.join(copy, '.changeset/config.json'));
    await writeFile(
      path.join(copy, '.changeset/trial-change.md'),
      '---\n"@storefront/sdk": minor\n---\n\nA trial change to the SDK.\n',
    );
    before = await readManifest(root, 'packages/sdk');
    await runCommand(path.join(root, 'node_modules/.bin/changeset'), ['version'], { cwd: copy });
  }, 60_000);
  afterAll(() => rm(copy, { recursive: true, force: true }));

  it('versions the SDK and, fixed with it, the contracts; the SDK depends on the new contracts exactly', async () => {
    const sdk = await readManifest(copy, 'packages/sdk');
    const contracts = await readManifest(copy, 'packages/contracts');
    expect(sdk.version).not.toBe(before.version);
    expect(contracts.version).toBe(sdk.version);
    expect(sdk.dependencies?.['@storefront/contracts']).toBe(contracts.version);
  });

  it('writes the change into the SDK’s CHANGELOG under the new version, above the first release', async () => {
    const sdk = await readManifest(copy, 'packages/sdk');
    const changelog = await readFile(path.join(copy, 'packages/sdk/CHANGELOG.md'), 'utf8');
    expect(changelog).toMatch(
      new RegExp(
        `^# @storefront/sdk\\n\\n## ${sdk.version.replaceAll('.', '\\.')}\\n[\\s\\S]*A trial change to the SDK\\.[\\s\\S]*\\n## ${before.version.replaceAll('.', '\\.')}\\n`,
      ),
    );
  });

  it('leaves the private apps at their version but moves their dependency on the packages', async () => {
    const sdk = await readManifest(copy, 'packages/sdk');
    const checkoutBefore = await readManifest(root, 'apps/checkout');
    const checkout = await readManifest(copy, 'apps/checkout');
    expect(checkout.version).toBe(checkoutBefore.version);
    expect(checkout.dependencies).toMatchObject({
      '@storefront/sdk': sdk.version,
      '@storefront/contracts': sdk.version,
    });
  });
});
