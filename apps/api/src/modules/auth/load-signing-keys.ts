import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateSigningKeyPem, signingKeysFromPem, type SigningKeys } from './signing-keys.ts';

/** File name of the generated key under DATA_DIR (git-ignored with the rest of `.data/`). */
export const signingKeyFileName = 'jwt-private-key.pem';

/**
 * The signing keys from `JWT_PRIVATE_KEY` when given, else from DATA_DIR, generating and saving a
 * key there (owner-only permissions) on first start. Several instances on one PostgreSQL must share
 * `JWT_PRIVATE_KEY` (or DATA_DIR), or each will reject the others' tokens.
 *
 * @example
 * const keys = await loadSigningKeys({ jwtPrivateKeyPem: null, dataDir: '.data' });
 */
export async function loadSigningKeys(options: {
  jwtPrivateKeyPem: string | null;
  dataDir: string;
}): Promise<SigningKeys> {
  if (options.jwtPrivateKeyPem) return signingKeysFromPem(options.jwtPrivateKeyPem);
  const file = path.join(options.dataDir, signingKeyFileName);
  await mkdir(options.dataDir, { recursive: true });
  try {
    // `wx` fails when the file exists, so two processes starting together keep one key.
    await writeFile(file, generateSigningKeyPem(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return signingKeysFromPem(await readFile(file, 'utf8'));
}
