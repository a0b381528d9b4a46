/** What scripts/pack-packages.mjs packed, as it writes it to packs.json. */
export interface PackedPackage {
  name: string;
  version: string;
  /** Absolute path of the tarball. */
  tarball: string;
  /** The files in the tarball, relative to the package root, sorted. */
  files: string[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    packs: PackedPackage[];
  }
}

/** The packed package of that name, or an error naming what was packed. */
export function packOf(packs: readonly PackedPackage[], name: string): PackedPackage {
  const pack = packs.find((candidate) => candidate.name === name);
  if (!pack)
    throw new Error(`${name} was not packed (packed: ${packs.map((p) => p.name).join(', ')})`);
  return pack;
}
