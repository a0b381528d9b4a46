import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../auth/testing/memory-storage.ts';
import { createCartStorage } from './cart-storage.ts';
import { cartLine, testCart } from '../testing/cart-fixtures.ts';

const cart = testCart('c1', [cartLine('a')]);

describe('cart storage (docs/product/entities.md: "cartId" and the "cart_sdk_" prefix)', () => {
  it('keeps the current cart id under cartId and the last server cart under cart_sdk_{id}', () => {
    const storage = new MemoryStorage();
    const carts = createCartStorage(storage);
    carts.save(cart);
    expect(storage.getItem('cartId')).toBe('c1');
    expect(JSON.parse(storage.getItem('cart_sdk_c1') ?? 'null')).toEqual(cart);
    expect(carts.readCartId()).toBe('c1');
    expect(carts.readCart('c1')).toEqual(cart);
  });

  it('forgets both', () => {
    const storage = new MemoryStorage();
    const carts = createCartStorage(storage);
    carts.save(cart);
    carts.forget('c1');
    expect(storage.items.size).toBe(0);
    expect(carts.readCartId()).toBeNull();
  });

  it('keeps the payment form draft under cart_sdk_form_{id}, never a card number, and forgets it with the cart', () => {
    const storage = new MemoryStorage();
    const carts = createCartStorage(storage);
    const draft = {
      paymentChoice: 'card',
      termsAccepted: true,
      bankAccountId: '',
      transferorName: '',
      nameOnCard: 'Sara',
      expiryMonth: '12',
      expiryYear: '30',
    };
    // A caller that hands over more than the draft (the whole card form) stores only the draft.
    carts.saveFormDraft('c1', { ...draft, cardNumber: '4201321234411220', cvc: '123' } as never);
    const stored = storage.getItem('cart_sdk_form_c1') ?? '';
    expect(stored).not.toContain('4201321234411220');
    expect(stored).not.toContain('123"');
    expect(carts.readFormDraft('c1')).toEqual(draft);
    expect(carts.readFormDraft('c2')).toBeNull();
    carts.forgetFormDraft('c1');
    expect(carts.readFormDraft('c1')).toBeNull();
    carts.saveFormDraft('c1', draft);
    carts.save(cart);
    carts.forget('c1');
    expect(carts.readFormDraft('c1')).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('ignores a form draft that is unreadable or out of shape', () => {
    const storage = new MemoryStorage();
    const carts = createCartStorage(storage);
    storage.setItem('cart_sdk_form_c1', '{not json');
    expect(carts.readFormDraft('c1')).toBeNull();
    storage.setItem('cart_sdk_form_c1', JSON.stringify({ paymentChoice: 'card' }));
    expect(carts.readFormDraft('c1')).toBeNull();
  });

  it('ignores a stored copy that is unreadable, out of shape, or of another cart', () => {
    const storage = new MemoryStorage();
    const carts = createCartStorage(storage);
    storage.setItem('cart_sdk_c1', '{not json');
    expect(carts.readCart('c1')).toBeNull();
    storage.setItem('cart_sdk_c1', JSON.stringify({ id: 'c1' }));
    expect(carts.readCart('c1')).toBeNull();
    storage.setItem('cart_sdk_c2', JSON.stringify(cart));
    expect(carts.readCart('c2')).toBeNull();
  });

  it('treats storage that throws as empty, and never throws itself', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const carts = createCartStorage(refusing);
    expect(carts.readCartId()).toBeNull();
    expect(carts.readCart('c1')).toBeNull();
    expect(() => carts.save(cart)).not.toThrow();
    expect(() => carts.forget('c1')).not.toThrow();
    expect(carts.readFormDraft('c1')).toBeNull();
    expect(() =>
      carts.saveFormDraft('c1', {
        paymentChoice: 'cash',
        termsAccepted: false,
        bankAccountId: '',
        transferorName: '',
        nameOnCard: '',
        expiryMonth: '',
        expiryYear: '',
      }),
    ).not.toThrow();
  });
});
