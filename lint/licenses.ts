import { execFileSync } from 'node:child_process';

/**
 * The licences the project (MIT, LICENSE) may ship with: permissive ones, and the font's OFL
 * (the Arabic core font is served as is, never merged into our code).
 */
export const allowedLicenses: ReadonlySet<string> = new Set([
  'MIT',
  'ISC',
  '0BSD',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'OFL-1.1',
  // zlib's licence, beside MIT in pako (pdf-lib's deflate): permissive, no notice in binaries.
  'Zlib',
]);

/**
 * Whether a package's SPDX licence expression lets us ship it. A choice (`A OR B`) needs one
 * allowed side: node-forge's "BSD-3-Clause OR GPL-2.0" is taken under BSD-3-Clause, DOMPurify's
 * "MPL-2.0 OR Apache-2.0" under Apache-2.0. A combination (`A AND B`, code under both) needs
 * every part allowed: pako's "(MIT AND Zlib)". Only plain ids joined by one of the two are read;
 * anything else (both mixed, WITH, a missing or custom licence) is refused for a person to
 * review, not guessed at.
 *
 * @example
 * acceptsLicense('(BSD-3-Clause OR GPL-2.0)'); // true
 * acceptsLicense('(MIT AND Zlib)'); // true
 * acceptsLicense('GPL-3.0'); // false
 */
export function acceptsLicense(expression: unknown): boolean {
  if (typeof expression !== 'string') return false;
  const inner = expression.replace(/^\((.*)\)$/, '$1');
  const all = inner.split(/\s+AND\s+/);
  const choices = all.length > 1 ? all : inner.split(/\s+OR\s+/);
  if (choices.some((choice) => !/^[A-Za-z0-9.+-]+$/.test(choice))) return false;
  return all.length > 1
    ? all.every((part) => allowedLicenses.has(part))
    : choices.some((choice) => allowedLicenses.has(choice));
}

/** A package shipped with the product (npm's `.prod` nodes) whose licence we may not ship. */
export interface RefusedPackage {
  name: string;
  version: string;
  license: unknown;
}

/**
 * Every production dependency of every workspace (`npm query .prod`, npm's own view of the
 * installed tree) whose licence `acceptsLicense` refuses.
 */
export function refusedProductionPackages(cwd: string): RefusedPackage[] {
  const nodes = JSON.parse(
    execFileSync('npm', ['query', '.prod'], { cwd, encoding: 'utf8', maxBuffer: 64 << 20 }),
  ) as { name: string; version: string; license?: unknown; private?: boolean }[];
  return nodes
    .filter((node) => !node.private && !acceptsLicense(node.license))
    .map(({ name, version, license }) => ({ name, version, license }));
}
