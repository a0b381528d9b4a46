import { otherDigits } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './hosted-page.ts';

describe('formatAmount (the sandbox page an Arabic shopper pays on)', () => {
  it('writes the amount in the storefront’s Western digits in both languages', () => {
    // docs/decisions/0026-digits.md: the checkout around this page writes amounts so.
    expect(formatAmount(1234.5, 'SAR', 'ar')).toMatch(/1,234\.50/u);
    expect(formatAmount(1234.5, 'SAR', 'ar')).not.toMatch(otherDigits);
    expect(formatAmount(115, 'SAR', 'en')).toBe('SAR\u00a0115.00');
  });

  it('shows a currency Intl does not know plainly', () => {
    expect(formatAmount(5, 'not a code', 'ar')).toBe('5.00 not a code');
  });
});
