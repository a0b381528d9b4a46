import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { PackedPackage } from './packed-packages.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Packs both packages once for the run, exactly as `npm run pack:packages` does, into a folder
 * of its own, and hands the test files what was packed (`inject('packs')`).
 */
export default function packOnce(project: TestProject): () => void {
  const outDir = mkdtempSync(path.join(tmpdir(), 'storefront-packs-'));
  execFileSync(process.execPath, [path.join(root, 'scripts/pack-packages.mjs'), outDir], {
    cwd: root,
    stdio: 'inherit',
  });
  const packs = JSON.parse(
    readFileSync(path.join(outDir, 'packs.json'), 'utf8'),
  ) as PackedPackage[];
  project.provide('packs', packs);
  return () => rmSync(outDir, { recursive: true, force: true });
}
