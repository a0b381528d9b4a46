import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { passImages } from './pass-images.ts';
import type { PassJson } from './pass-json.ts';
import type { PassSigner } from './pass-signer.ts';
import { signManifest } from './sign-manifest.ts';

/** Names of the archive's bookkeeping files (PassKit package format). */
export const manifestFileName = 'manifest.json';
export const signatureFileName = 'signature';

/**
 * A `.pkpass` archive: a zip of pass.json and the images, `manifest.json` mapping each of those
 * files to the SHA-1 (hex) of its bytes, and `signature`, the detached PKCS#7 signature of the
 * manifest. Entry times are `signingTime`, so the same pass signed at the same time zips the same.
 *
 * @example
 * const pkpass = buildPkpass(buildPassJson(contents, identity, 'en'), signer, clock.now());
 */
export function buildPkpass(passJson: PassJson, signer: PassSigner, signingTime: Date): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'pass.json': strToU8(JSON.stringify(passJson)),
    ...passImages(),
  };
  const manifest = Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [
      name,
      createHash('sha1').update(bytes).digest('hex'),
    ]),
  );
  const manifestBytes = strToU8(JSON.stringify(manifest));
  return zipSync(
    {
      ...files,
      [manifestFileName]: manifestBytes,
      [signatureFileName]: signManifest(manifestBytes, signer, signingTime),
    },
    { mtime: signingTime },
  );
}
