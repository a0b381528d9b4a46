import { describe, expect, it } from 'vitest';
import { ruleMessage, ruleMessages } from './rule-messages.ts';
import type { RuleMessageKey } from './rule-messages.ts';

describe('ruleMessages', () => {
  it.each<[RuleMessageKey, string]>([
    ['cartIdNotAvailable', 'Cart ID is not available.'],
    ['multipleItemsAsSingleItem', 'Cannot add multiple items as single item'],
    ['productHasNoPricing', 'Product has no pricing options'],
    ['somethingWentWrong', 'Something Went Wrong'],
    ['tryAgainLater', 'Please try again later'],
    ['paymentFailed', 'Payment Failed'],
    ['paymentErrorTitle', 'Payment Error'],
    ['paymentErrorDescription', 'Something went wrong during payment processing.'],
    ['paymentErrorHint', 'Please try again or contact support if the problem persists.'],
    ['bankAccountsLoadFailed', 'Unable to load bank accounts'],
    ['noBankAccounts', 'No bank accounts available'],
    ['bankTransferNotSetUp', 'Please contact support to set up bank transfer payments'],
    ['noPaymentMethods', 'No payment methods are currently available.'],
  ])('%s reads %j in English and has Arabic', (key, english) => {
    expect(ruleMessage(key, 'en')).toBe(english);
    expect(ruleMessages[key].ar).toMatch(/\p{Script=Arabic}/u);
    expect(ruleMessage(key, 'ar')).toBe(ruleMessages[key].ar);
  });

  it('falls back to English for another language', () => {
    expect(ruleMessage('noBankAccounts', 'de')).toBe('No bank accounts available');
  });
});
