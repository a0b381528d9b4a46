import type { Language } from '@storefront/contracts';
import ar from './ar.json';
import en from './en.json';

/**
 * The page's own texts by language, as flat keys. The first paint reads its one line from here
 * directly; everything after it goes through i18next (`createI18n`).
 */
export const appTexts: Readonly<Record<Language, Readonly<Record<string, string>>>> = { ar, en };
