import { describe, expect, it, vi } from 'vitest';
import { checkTabbyEligibility } from './tabby-eligibility.ts';

describe('checkTabbyEligibility', () => {
  it("asks the payments resource about the cart and answers tabby's decision", async () => {
    const answer = { isEligible: false, rejectionReason: 'not_available' };
    const payments = { tabbyEligibility: vi.fn().mockResolvedValue(answer) };

    await expect(checkTabbyEligibility(payments, 'cart-1')).resolves.toEqual(answer);
    expect(payments.tabbyEligibility).toHaveBeenCalledWith({ cartId: 'cart-1' });
  });
});
