import { strToU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../platform/random-source.ts';
import { createDemoPassSigner, demoWwdrCommonName } from './demo-pass-signer.ts';
import { buildPassJson, type PassContents } from './pass-json.ts';
import { subjectField, type PassSigner } from './pass-signer.ts';
import { buildPkpass } from './pkpass-archive.ts';
import { checkDetachedSignature, openPkpass, sha1Hex } from './testing/pkpass.ts';

const identity = { passTypeIdentifier: 'pass.com.example.test', teamIdentifier: 'TEAM123456' };
const signedAt = new Date('2030-01-15T09:00:00.000Z');
const contents: PassContents = {
  brandName: 'Demo Store',
  group: 'order',
  order: {
    id: '6f1c2f7e-5d44-4a0e-9a59-5f0f2b1d8c01',
    orderNumber: 'ORD-000042',
    totalAmount: 51.75,
    createdAt: signedAt,
    paymentMethod: 'cash',
  },
  items: [
    {
      type: 'merchandise',
      name: { en: 'Coffee', ar: 'قهوة' },
      quantity: 1,
      reservationDateFrom: null,
      reservationDateTo: null,
    },
  ],
};

describe('buildPkpass', () => {
  let signer: PassSigner;
  let pkpass: Uint8Array;
  beforeAll(async () => {
    signer = await createDemoPassSigner(identity, signedAt, cryptoRandom);
    pkpass = buildPkpass(buildPassJson(contents, identity, 'en'), signer, signedAt);
  }, 30_000);

  it('zips pass.json, the images, the manifest and the signature', () => {
    const { files, passJson } = openPkpass(pkpass);
    expect(Object.keys(files).sort()).toEqual([
      'icon.png',
      'icon@2x.png',
      'logo.png',
      'manifest.json',
      'pass.json',
      'signature',
    ]);
    expect(passJson.serialNumber).toBe(`${contents.order.id}-order`);
  });

  it('lists the SHA-1 of every file but the manifest and signature in the manifest', () => {
    const { files, manifest } = openPkpass(pkpass);
    const expected = Object.fromEntries(
      Object.entries(files)
        .filter(([name]) => name !== 'manifest.json' && name !== 'signature')
        .map(([name, bytes]) => [name, sha1Hex(bytes)]),
    );
    expect(manifest).toEqual(expected);
    expect(Object.keys(manifest)).toHaveLength(4);
  });

  it('signs the manifest detached, SHA-256, with the pass certificate and the WWDR one', () => {
    const { files } = openPkpass(pkpass);
    const check = checkDetachedSignature(files.signature!, files['manifest.json']!);
    expect(check).toMatchObject({
      verified: true,
      detached: true,
      digestAlgorithm: '2.16.840.1.101.3.4.2.1',
    });
    expect(subjectField(check.signer, 'CN')).toBe('Pass Type ID: pass.com.example.test');
    expect(subjectField(check.signer, 'OU')).toBe('TEAM123456');
    expect(check.certificates.map((cert) => subjectField(cert, 'CN'))).toEqual([
      'Pass Type ID: pass.com.example.test',
      demoWwdrCommonName,
    ]);
    // The pass certificate is issued by the (demo) WWDR authority.
    expect(signer.wwdrCertificate.verify(check.signer)).toBe(true);
  });

  it('fails verification for a manifest changed after signing', () => {
    const { files } = openPkpass(pkpass);
    const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json'])) as Record<
      string,
      string
    >;
    manifest['pass.json'] = sha1Hex(strToU8('{"formatVersion":1}'));
    const tampered = strToU8(JSON.stringify(manifest));
    expect(checkDetachedSignature(files.signature!, tampered).verified).toBe(false);
  });

  it('fails verification when the signature value itself is altered', () => {
    const { files } = openPkpass(pkpass);
    const signature = Uint8Array.from(files.signature!);
    // The signer's RSA value closes the DER (last field of the last SignerInfo).
    signature[signature.length - 1] = (signature[signature.length - 1] ?? 0) ^ 0x01;
    expect(checkDetachedSignature(signature, files['manifest.json']!).verified).toBe(false);
  });
});
