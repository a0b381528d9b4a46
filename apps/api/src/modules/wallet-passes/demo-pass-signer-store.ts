import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';
import { z } from 'zod';
import type { RandomSource } from '../../platform/random-source.ts';
import { createDemoPassSigner, passCertificateCommonName } from './demo-pass-signer.ts';
import type { PassIdentity } from './pass-json.ts';
import {
  passSignerFromPems,
  subjectField,
  type PassSigner,
  type PassSignerPems,
} from './pass-signer.ts';

/** The folder under DATA_DIR holding demo signers (git-ignored with the rest of `.data/`). */
export const demoSignerFolder = 'wallet-pass';

/** The file of the demo signer of one pass type and team (each identity keeps its own). */
export function demoSignerFile(dataDir: string, identity: PassIdentity): string {
  const safe = (value: string) => value.replace(/[^A-Za-z0-9._-]/g, '_');
  return path.join(
    dataDir,
    demoSignerFolder,
    `demo-signer-${safe(identity.passTypeIdentifier)}-${safe(identity.teamIdentifier)}.json`,
  );
}

const storedPemsSchema = z.object({
  certificatePem: z.string(),
  privateKeyPem: z.string(),
  wwdrCertificatePem: z.string(),
});

/** Whether a stored signer still fits: issued for this identity and not expired. */
function fits(signer: PassSigner, identity: PassIdentity, now: Date): boolean {
  return (
    subjectField(signer.certificate, 'CN') ===
      passCertificateCommonName(identity.passTypeIdentifier) &&
    subjectField(signer.certificate, 'OU') === identity.teamIdentifier &&
    now < signer.certificate.validity.notAfter &&
    now < signer.wwdrCertificate.validity.notAfter
  );
}

async function readStored(file: string): Promise<PassSigner | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    return passSignerFromPems(storedPemsSchema.parse(JSON.parse(text)));
  } catch {
    return null; // unreadable: made again below
  }
}

/**
 * The demo signer of `identity` kept in `dataDir`: read when one fits (same pass type and team,
 * not expired), else generated and saved (owner-only file, written whole then renamed, so a
 * reader never sees half of it). Later starts reuse it, so passes already handed out keep the
 * same certificate.
 *
 * @example
 * const signer = await loadDemoPassSigner({ dataDir, identity, now: clock.now(), random });
 */
export async function loadDemoPassSigner(options: {
  dataDir: string;
  identity: PassIdentity;
  now: Date;
  random: RandomSource;
}): Promise<PassSigner> {
  const file = demoSignerFile(options.dataDir, options.identity);
  const stored = await readStored(file);
  if (stored && fits(stored, options.identity, options.now)) return stored;

  const signer = await createDemoPassSigner(options.identity, options.now, options.random);
  const pems: PassSignerPems = {
    certificatePem: forge.pki.certificateToPem(signer.certificate),
    privateKeyPem: forge.pki.privateKeyToPem(signer.privateKey),
    wwdrCertificatePem: forge.pki.certificateToPem(signer.wwdrCertificate),
  };
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.${forge.util.bytesToHex(String.fromCharCode(...options.random.bytes(8)))}.tmp`;
  await writeFile(partial, JSON.stringify(pems), { mode: 0o600 });
  await rename(partial, file);
  return signer;
}
