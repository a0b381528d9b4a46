import { directionOf, type Language } from '@storefront/contracts';

/**
 * Sets `<html lang dir>` for the page language (docs/product/screens.md: rtl for Arabic, ltr for
 * English) and the document title.
 *
 * @example
 * applyDocumentLanguage(document, 'ar', 'إتمام الطلب');
 */
export function applyDocumentLanguage(document: Document, language: Language, title: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  document.title = title;
}
