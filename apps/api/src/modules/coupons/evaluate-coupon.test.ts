import { describe, expect, it } from 'vitest';
import { couponRefusalMessage } from './coupon-refusal-message.ts';
import type { CouponRecord } from './coupon-repository.ts';
import { evaluateCoupon } from './evaluate-coupon.ts';

const now = new Date('2030-01-15T09:00:00.000Z');

const coupon: CouponRecord = {
  id: '40000000-0000-4000-8000-000000000001',
  tenantId: '7d3f0b8e-1c2a-4e5b-9f60-000000000001',
  code: 'TEST',
  discountType: 'percentage',
  value: 10,
  minimumSubtotal: null,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  isActive: true,
  createdAt: now,
};

const evaluate = (changes: Partial<CouponRecord> | null, subTotal = 250, redemptions = 0) =>
  evaluateCoupon(changes === null ? null : { ...coupon, ...changes }, {
    subTotal,
    redemptions,
    now,
  });

describe('evaluateCoupon', () => {
  it('takes a percentage of the subtotal, rounded to 2 decimals', () => {
    expect(evaluate({})).toEqual({ valid: true, discountAmount: 25 });
    expect(evaluate({ value: 15 }, 33.33)).toEqual({ valid: true, discountAmount: 5 });
  });

  it('takes a fixed amount, never more than the subtotal', () => {
    expect(evaluate({ discountType: 'fixed', value: 50 })).toEqual({
      valid: true,
      discountAmount: 50,
    });
    expect(evaluate({ discountType: 'fixed', value: 50 }, 20)).toEqual({
      valid: true,
      discountAmount: 20,
    });
  });

  it('refuses an unknown or inactive coupon', () => {
    expect(evaluate(null)).toMatchObject({ valid: false, reason: 'notFound' });
    expect(evaluate({ isActive: false })).toMatchObject({ valid: false, reason: 'inactive' });
  });

  it('applies from validFrom (inclusive) until validUntil (exclusive)', () => {
    expect(evaluate({ validFrom: new Date(now.getTime() + 1) })).toMatchObject({
      reason: 'notStarted',
    });
    expect(evaluate({ validFrom: now }).valid).toBe(true);
    expect(evaluate({ validUntil: now })).toMatchObject({ reason: 'expired' });
    expect(evaluate({ validUntil: new Date(now.getTime() + 1) }).valid).toBe(true);
  });

  it('needs the minimum subtotal, reached exactly or more', () => {
    expect(evaluate({ minimumSubtotal: 100 }, 99.99)).toEqual({
      valid: false,
      reason: 'minimumSubtotal',
      minimumSubtotal: 100,
    });
    expect(evaluate({ minimumSubtotal: 100 }, 100).valid).toBe(true);
  });

  it('counts redemptions against the usage limit', () => {
    expect(evaluate({ usageLimit: 2 }, 250, 1).valid).toBe(true);
    expect(evaluate({ usageLimit: 2 }, 250, 2)).toMatchObject({ reason: 'usageLimit' });
  });
});

describe('couponRefusalMessage', () => {
  it('says why in English and Arabic, with the minimum in SAR', () => {
    expect(couponRefusalMessage({ reason: 'minimumSubtotal', minimumSubtotal: 100 }, 'en')).toBe(
      'This discount code needs a subtotal of at least 100.00 SAR.',
    );
    expect(couponRefusalMessage({ reason: 'expired', minimumSubtotal: null }, 'ar')).toBe(
      'انتهت صلاحية رمز الخصم هذا.',
    );
  });
});
