import { access, readFile } from 'node:fs/promises';

/**
 * Whether files a build step generates are current: the key it wrote last (a digest of what they
 * are made from) is `digest` and every one of `outputs` is there. The step writes its key last,
 * so one stopped halfway makes them all again. Shared by the fonts the build generates.
 *
 * @example
 * if (await generatedFilesCurrent(keyFile, digest, outputs)) return false;
 */
export async function generatedFilesCurrent(
  keyFile: string,
  digest: string,
  outputs: readonly string[],
): Promise<boolean> {
  const previous = await readFile(keyFile, 'utf8').catch(() => '');
  if (previous !== digest) return false;
  const present = await Promise.all(
    outputs.map((file) =>
      access(file).then(
        () => true,
        () => false,
      ),
    ),
  );
  return present.every(Boolean);
}
