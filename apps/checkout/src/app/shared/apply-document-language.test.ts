// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage } from './apply-document-language.ts';

describe('applyDocumentLanguage (docs/product/screens.md: rtl for ar, ltr for en)', () => {
  it('sets <html lang="ar" dir="rtl"> for Arabic', () => {
    applyDocumentLanguage(document, 'ar', 'إتمام الطلب');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.title).toBe('إتمام الطلب');
  });

  it('sets <html lang="en" dir="ltr"> for English', () => {
    applyDocumentLanguage(document, 'en', 'Checkout');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
