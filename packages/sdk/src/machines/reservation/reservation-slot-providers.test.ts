import { describe, expect, it } from 'vitest';
import { requestedProviderIds, slotProviderIds } from './reservation-slot-providers.ts';
import { testProduct, testSlot } from '../testing/product-fixtures.ts';

const slot = testSlot('2026-11-28T10:00:00+03:00', '2026-11-28T12:00:00+03:00', ['sara', 'mona']);

describe('slotProviderIds (docs/product/validation.md, providers)', () => {
  it.each([
    [
      'the shopper chooses: the choice stands',
      { enableCustomerToChooseProvider: true, showProviderName: true },
      1,
      ['mona'],
    ],
    [
      "names shown, no choice: the slot's first free provider",
      { enableCustomerToChooseProvider: false, showProviderName: true },
      1,
      ['sara'],
    ],
    [
      'names shown, no choice, two asked: both free providers',
      { enableCustomerToChooseProvider: false, showProviderName: true },
      2,
      ['sara', 'mona'],
    ],
    [
      'neither names nor choice: none named (the server books free ones)',
      { enableCustomerToChooseProvider: false, showProviderName: false },
      1,
      [],
    ],
  ] as const)('%s', (_rule, product, count, expected) => {
    expect(slotProviderIds(product, slot, ['mona'], count)).toEqual(expected);
  });

  it('names none before a slot is chosen', () => {
    expect(
      slotProviderIds(
        { enableCustomerToChooseProvider: false, showProviderName: true },
        undefined,
        [],
        1,
      ),
    ).toEqual([]);
  });

  it('asks availabilities only for providers the shopper chose', () => {
    expect(
      requestedProviderIds(testProduct({ enableCustomerToChooseProvider: true }), ['p1']),
    ).toEqual(['p1']);
    expect(requestedProviderIds(testProduct({ showProviderName: true }), ['p1'])).toEqual([]);
  });
});
