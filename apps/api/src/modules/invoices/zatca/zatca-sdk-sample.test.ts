import { verify, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invoiceQrCode } from './qr-tlv.ts';
import { readStampCertificate } from './stamp-certificate.ts';
import { readQrText } from './testing/qr-tlv-reader.ts';
import { zatcaSdkTestCertificatePem } from './testing/zatca-sdk-certificate.ts';
import { signedPropertiesDigest, signedPropertiesForHashing } from './xades-signature.ts';

/**
 * What ZATCA's own SDK wrote for its sample simplified invoice (SME00010, 17 Aug 2022, 231.15 SAR
 * with 30.15 VAT) when signing it with ZATCA's test certificate: the invoice hash, the signature
 * and the whole QR code (docs/product/invoice-xml-and-stamp.md lists where these were read).
 */
const sdkSample = {
  sellerName: 'شركة توريد التكنولوجيا بأقصى سرعة المحدودة | Maximum Speed Tech Supply LTD',
  vatNumber: '399999999900003',
  timestamp: '2022-08-17T17:41:08',
  totalInclVat: '231.15',
  vatTotal: '30.15',
  invoiceHash: 'z5F9qsS6oWyDhehD8u8S0DaxV+2CUiUz9Y+UsR61JgQ=',
  signature:
    'MEUCIQDSuISFt+w5fn29f7GymdmrOvAbCPONtPMmhMeqXjhCBAIgHhGEeNmY7m6pEqGlhEMnmJqJOyA6BV8npVpxGnF8Tn8=',
  qrCode:
    'AW/YtNix2YPYqSDYqtmI2LHZitivINin2YTYqtmD2YbZiNmE2YjYrNmK2Kcg2KjYo9mC2LXZiSDYs9ix2LnYqSDYp9mE2YXYrdiv2YjYr9ipIHwgTWF4aW11bSBTcGVlZCBUZWNoIFN1cHBseSBMVEQCDzM5OTk5OTk5OTkwMDAwMwMTMjAyMi0wOC0xN1QxNzo0MTowOAQGMjMxLjE1BQUzMC4xNQYsejVGOXFzUzZvV3lEaGVoRDh1OFMwRGF4VisyQ1VpVXo5WStVc1I2MUpnUT0HYE1FVUNJUURTdUlTRnQrdzVmbjI5ZjdHeW1kbXJPdkFiQ1BPTnRQTW1oTWVxWGpoQ0JBSWdIaEdFZU5tWTdtNnBFcUdsaEVNbm1KcUpPeUE2QlY4bnBWcHhHbkY4VG44PQhYMFYwEAYHKoZIzj0CAQYFK4EEAAoDQgAEoWCKa0Sa9FIErTOv0uAkC1VIKXxU9nPpx2vlf4yhMejy8c02XJblDq7tPydo8mq0ahOMmNo8gwni7Xt1KT9UeAlHMEUCIQCxP4nIZp1lwlClG3Gt8nIvKKsGi7xXR1Y0K73iPbqgGwIgPYQuDPI4DAQAz0s5ndrojyQOoCkdyxNN1O+Xqmwv61w=',
};

describe("ZATCA's SDK sample, signed with ZATCA's test certificate", () => {
  const certificate = readStampCertificate(zatcaSdkTestCertificatePem);

  it('reads the certificate as the SDK writes it in the XAdES properties', () => {
    expect(certificate.issuerName).toBe('CN=PRZEINVOICESCA4-CA, DC=extgazt, DC=gov, DC=local');
    expect(certificate.serialNumber).toBe('379112742831380471835263969587287663520528387');
    expect(certificate.digest).toBe(
      'ZDMwMmI0MTE1NzVjOTU2NTk4YzVlODhhYmI0ODU2NDUyNTU2YTVhYjhhMDFmN2FjYjk1YTA2OWQ0NjY2MjQ4NQ==',
    );
  });

  it("signs as the SDK does: its signature verifies over the hash's bytes with the certificate's key", () => {
    const { publicKey } = new X509Certificate(zatcaSdkTestCertificatePem);
    const hash = Buffer.from(sdkSample.invoiceHash, 'base64');
    const signature = Buffer.from(sdkSample.signature, 'base64');
    expect(verify('sha256', hash, publicKey, signature)).toBe(true);
    expect(verify('sha256', Buffer.from(sdkSample.invoiceHash), publicKey, signature)).toBe(false);
  });

  it("encodes the SDK's QR code byte for byte from the same fields", () => {
    const qrCode = invoiceQrCode(sdkSample, {
      invoiceHash: sdkSample.invoiceHash,
      signature: sdkSample.signature,
      publicKey: certificate.publicKey,
      certificateSignature: certificate.signature,
    });
    expect(qrCode).toBe(sdkSample.qrCode);
    expect(readQrText(sdkSample.qrCode)[3]).toBe('2022-08-17T17:41:08');
  });
});

describe("the signed-properties digest, against ZATCA's signed samples", () => {
  it('reproduces the digest of a sample signed with the test certificate', () => {
    const values = {
      signingTime: '2024-01-14T10:21:40',
      certificateDigest:
        'ZDMwMmI0MTE1NzVjOTU2NTk4YzVlODhhYmI0ODU2NDUyNTU2YTVhYjhhMDFmN2FjYjk1YTA2OWQ0NjY2MjQ4NQ==',
      issuerName: 'CN=PRZEINVOICESCA4-CA, DC=extgazt, DC=gov, DC=local',
      serialNumber: '379112742831380471835263969587287663520528387',
    };
    expect(signedPropertiesDigest(values)).toBe(
      'ODQwNTg1NTBhMjMzM2YxY2ZkZjVkYzdlNTZiZjY0ODJjMjNkYWI4MTUzNjdmNDVjMjAwZTBjODc2YTNhMWQ1Ng==',
    );
  });

  it('reproduces the digest of an older sample (TSZEINVOICE-SubCA-1)', () => {
    const values = {
      signingTime: '2022-08-10T17:44:09Z',
      certificateDigest:
        'NjlhOTVmYzIzN2I0MjcxNGRjNDQ1N2EzM2I5NGNjNDUyZmQ5ZjExMDUwNGM2ODNjNDAxMTQ0ZDk1NDQ4OTRmYg==',
      issuerName: 'CN=TSZEINVOICE-SubCA-1, DC=extgazt, DC=gov, DC=local',
      serialNumber: '2475382876776561391517206651645660279462721580',
    };
    expect(signedPropertiesDigest(values)).toBe(
      'YzBjNDk5M2I1MDQyM2NkZjBhYjZiZDIzOGE1ZWU4NTFmODY4Nzk2NzA3NjJkM2ZlNDFmNDMyZjMyMzkyNzQxMA==',
    );
    const text = signedPropertiesForHashing(values);
    expect(text.startsWith('<xades:SignedProperties xmlns:xades=')).toBe(true);
    expect(text.endsWith('\n                                </xades:SignedProperties>')).toBe(true);
  });
});
