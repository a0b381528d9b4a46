import { describe, expect, it } from 'vitest';
import { buyerPhone, lapseWhenDue, withQuery } from './instalment-sandbox.ts';

describe('the instalment stand-ins’ shared rules', () => {
  it('reads the buyer’s phone in every form shoppers type it', () => {
    for (const typed of [
      '+966500000002',
      '966500000002',
      '0500000002',
      '500000002',
      '00966500000002',
    ]) {
      expect(buyerPhone(typed)).toBe('+966500000002');
    }
    expect(buyerPhone('+14155550100')).toBe('+14155550100');
  });

  it('adds the session’s ids to the merchant’s URL, keeping its own parameters', () => {
    expect(withQuery('https://shop.test/return?cart=1', { payment_id: 'p 1' })).toBe(
      'https://shop.test/return?cart=1&payment_id=p+1',
    );
  });

  it('lets an unfinished session lapse once its lifetime has passed, and nothing else', () => {
    const createdAt = new Date('2026-11-24T10:00:00Z');
    const rule = { open: 'new', lapsed: 'expired', lifetimeMs: 60_000 } as const;
    const at = (seconds: number) => new Date(createdAt.getTime() + seconds * 1000);
    const session = () => ({ status: 'new' as 'new' | 'expired' | 'approved', createdAt });
    expect(lapseWhenDue(session(), { ...rule, now: at(59) }).status).toBe('new');
    expect(lapseWhenDue(session(), { ...rule, now: at(60) }).status).toBe('expired');
    const approved = { status: 'approved' as 'new' | 'expired' | 'approved', createdAt };
    expect(lapseWhenDue(approved, { ...rule, now: at(600) }).status).toBe('approved');
  });
});
