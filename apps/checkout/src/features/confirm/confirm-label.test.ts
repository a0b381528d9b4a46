import { describe, expect, it } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { confirmLabelKey } from './confirm-label.ts';

const appTexts: Record<'ar' | 'en', Record<string, string>> = { ar, en };

const items = (...types: ('reservation' | 'merchandise' | 'subscription' | 'package')[]) =>
  types.map((type) => ({ type }));
const label = (...types: Parameters<typeof items>) => appTexts.en[confirmLabelKey(items(...types))];

describe('confirmLabelKey (docs/product/screens.md: the confirm label depends on the order type)', () => {
  it('reads "Confirm Booking" for reservations, also mixed with other items', () => {
    expect(label('reservation')).toBe('Confirm Booking');
    expect(label('merchandise', 'reservation', 'subscription')).toBe('Confirm Booking');
  });

  it('reads "Confirm Subscription" only when every item is a subscription', () => {
    expect(label('subscription')).toBe('Confirm Subscription');
    expect(label('subscription', 'subscription')).toBe('Confirm Subscription');
    expect(label('subscription', 'merchandise')).toBe('Complete Order');
  });

  it('reads "Complete Order" otherwise, the empty cart included', () => {
    expect(label('merchandise')).toBe('Complete Order');
    expect(label('package', 'merchandise')).toBe('Complete Order');
    expect(label()).toBe('Complete Order');
  });

  it('has the Arabic texts', () => {
    expect(appTexts.ar[confirmLabelKey(items('reservation'))]).toBe('تأكيد الحجز');
    expect(appTexts.ar[confirmLabelKey(items('subscription'))]).toBe('تأكيد الاشتراك');
    expect(appTexts.ar[confirmLabelKey(items('merchandise'))]).toBe('إتمام الطلب');
  });
});
