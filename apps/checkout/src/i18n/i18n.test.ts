import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { otherDigits } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import { catalogueTexts } from './catalogues.ts';
import { createTestI18n } from '../testing/test-i18n.ts';
import { addLanguage, createI18n } from './create-i18n.ts';
import { loadDictionary } from './load-dictionary.ts';
import en from './en.json';

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKeys = (texts: Record<string, string>) =>
  new Set(Object.keys(texts).map((key) => key.replace(pluralSuffix, '')));

const srcDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('the page texts', () => {
  it('has the same keys in ar.json and en.json (plural forms aside)', () => {
    expect([...baseKeys(ar)].sort()).toEqual([...baseKeys(en)].sort());
  });

  it('has every plural form Arabic needs for each plural key', () => {
    for (const key of Object.keys(en).filter((k) => k.endsWith('_other'))) {
      const base = key.replace(pluralSuffix, '');
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        expect(ar, `${base}_${form}`).toHaveProperty(`${base}_${form}`);
      }
    }
  });

  it('leaves no text empty', () => {
    for (const texts of [ar, en]) {
      for (const [key, text] of Object.entries(texts)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('defines every key the source asks for with a literal t() call', () => {
    const known = new Set([...baseKeys(en), ...Object.keys(catalogueTexts('en'))]);
    const used = sourceFiles(srcDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^'$]+)'/g)].map((m) => m[1] ?? ''),
    );
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((key) => !known.has(key))).toEqual([]);
  });

  it('merges the contracts’ error, rule and validation texts instead of copying them', () => {
    const i18n = createTestI18n('en');
    expect(i18n.t('errors.NETWORK_ERROR')).toBe('Network error occurred');
    expect(i18n.t('rules.paymentErrorTitle')).toBe('Payment Error');
    expect(i18n.t('validation.terms.required')).toBe('You must accept the terms and conditions');
    expect(createTestI18n('ar').t('rules.noBankAccounts')).toBe('لا توجد حسابات بنكية متاحة');
    for (const key of Object.keys(catalogueTexts('en'))) {
      expect(Object.keys(en)).not.toContain(key);
    }
  });

  it('uses Arabic plural forms', () => {
    const i18n = createTestI18n('ar');
    expect(i18n.t('summary.itemCount', { count: 1 })).toBe('منتج واحد');
    expect(i18n.t('summary.itemCount', { count: 2 })).toBe('منتجان');
    expect(i18n.t('summary.itemCount', { count: 3 })).toBe('3 منتجات');
    expect(i18n.t('summary.itemCount', { count: 11 })).toBe('11 منتجًا');
    expect(createTestI18n('en').t('summary.itemCount', { count: 1 })).toBe('1 item');
  });

  it('writes no digit of another system in any text (docs/decisions/0026-digits.md)', () => {
    for (const language of ['ar', 'en'] as const) {
      const texts = { ...(language === 'ar' ? ar : en), ...catalogueTexts(language) };
      for (const [key, text] of Object.entries(texts)) expect(text, key).not.toMatch(otherDigits);
    }
  });

  it('formats a count and a formatted value with the pages’ Western digits in Arabic', () => {
    const i18n = createI18n('ar', {
      count: '{{value, number}} منتج',
      day: '{{value, datetime}}',
    });
    expect(i18n.t('count', { value: 12345.5 })).toBe('12,345.5 منتج');
    expect(i18n.t('day', { value: new Date('2026-11-28T12:00:00Z') })).not.toMatch(otherDigits);
    expect(createTestI18n('ar').t('summary.itemCount', { count: 250 })).toMatch(/^250 /u);
  });

  it('loads one language at first and the other on demand', async () => {
    const i18n = createI18n('ar', await loadDictionary('ar'));
    expect(i18n.t('rules.paymentErrorTitle')).toBe('خطأ في الدفع');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    await addLanguage(i18n, 'en');
    expect(i18n.getFixedT('en')('rules.paymentErrorTitle')).toBe('Payment Error');
  });
});
