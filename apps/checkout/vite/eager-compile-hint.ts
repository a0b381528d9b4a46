import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function of the file is compiled as it loads. */
export const eagerCompileComment = '//# allFunctionsCalledOnLoad';

/** What the plugin needs to know of a chunk. */
export interface ChunkFacts {
  isEntry: boolean;
  moduleIds: readonly string[];
}

/** What the plugin reads and changes of a finished bundle's files. */
export type BundleFiles = Record<
  string,
  | ({ type: 'chunk'; fileName: string; code: string; imports?: readonly string[] } & ChunkFacts)
  | { type: 'asset'; source: string | Uint8Array }
>;

/** Options of {@link eagerCompileHint}. */
export interface EagerCompileHintOptions {
  /** Whether the page runs nearly all of the chunk as it starts (`bundle`: the whole build). */
  isFirstLoad: (chunk: ChunkFacts, bundle: BundleFiles) => boolean;
  /** Makes the `.gz` and `.br` copies, as the build's compression does. */
  gzip: (code: string) => Uint8Array;
  brotli: (code: string) => Uint8Array;
}

/**
 * Chromium's explicit compile hint (V8, Chrome 136+) on the first-load chunks: nearly every
 * function in them runs while the page starts, and compiled eagerly they compile on a background
 * thread as the file streams in, instead of on the main thread at first call, inside the first
 * render's task. Lazy chunks keep the default; other browsers ignore the comment.
 *
 * V8 honours the comment only as the file's first line (checked with Chromium's
 * `--log-function-events`: on the second line the functions were still compiled at first call).
 * Vite writes its preload list at the top of a chunk as it finishes the bundle, after the
 * precompressed copies were made, so the comment goes in last and the copies are made again.
 */
export function eagerCompileHint(options: EagerCompileHintOptions): Plugin {
  return {
    name: 'checkout-eager-compile-hint',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_outputOptions, bundle) {
        addEagerCompileHint(bundle, options);
      },
    },
  };
}

/** The work of {@link eagerCompileHint}'s hook, on a finished bundle. */
export function addEagerCompileHint(bundle: BundleFiles, options: EagerCompileHintOptions): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !options.isFirstLoad(chunk, bundle)) continue;
    if (chunk.code.startsWith(eagerCompileComment)) continue;
    chunk.code = `${eagerCompileComment}\n${chunk.code}`;
    const copies = [
      [`${chunk.fileName}.gz`, options.gzip],
      [`${chunk.fileName}.br`, options.brotli],
    ] as const;
    for (const [fileName, compress] of copies) {
      const copy = bundle[fileName];
      if (copy?.type === 'asset') copy.source = compress(chunk.code);
    }
  }
}

/**
 * The first load as the bundle says it: every entry chunk and the chunks they import statically,
 * at any depth (lazy chunks are only imported dynamically).
 *
 * @example
 * eagerCompileHint({ isFirstLoad: isEntryOrImportedByOne, gzip, brotli });
 */
export function isEntryOrImportedByOne(chunk: ChunkFacts, bundle: BundleFiles): boolean {
  if (chunk.isEntry) return true;
  const firstLoad = new Set<string>();
  const pending = Object.values(bundle).flatMap((file) =>
    file.type === 'chunk' && file.isEntry ? [...(file.imports ?? [])] : [],
  );
  for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
    const imported = bundle[fileName];
    if (firstLoad.has(fileName) || imported?.type !== 'chunk') continue;
    if (imported === chunk) return true;
    firstLoad.add(fileName);
    pending.push(...(imported.imports ?? []));
  }
  return false;
}
