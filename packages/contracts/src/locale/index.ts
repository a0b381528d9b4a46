export { intlLocale, otherDigits, pageDigits } from './intl-locale.ts';
export type { IntlCalendar } from './intl-locale.ts';
