import { describe, expect, it } from 'vitest';
import { areProviderIdsValid } from './are-provider-ids-valid.ts';
import { testProduct, testSlot } from '../testing/product-fixtures.ts';

const slot = testSlot('2025-03-20T10:00:00Z', '2025-03-20T11:00:00Z', ['p1']);
const availabilities = { isLocationApplicable: true, slots: [slot] };
const choosing = testProduct({ enableCustomerToChooseProvider: true });
const showingNames = testProduct({ showProviderName: true });
const selected = { from: slot.from, to: slot.to };

describe('areProviderIdsValid (docs/product/validation.md)', () => {
  it.each([
    [
      'valid when neither provider choice nor provider names are shown',
      testProduct(),
      1,
      [],
      null,
      true,
    ],
    ['valid when more than one provider is requested', choosing, 2, [], selected, true],
    ['otherwise at least one provider id is needed (choice shown)', choosing, 1, [], null, false],
    [
      'otherwise at least one provider id is needed (names shown)',
      showingNames,
      1,
      [],
      null,
      false,
    ],
    ['one provider id and no slot is valid', choosing, 1, ['p9'], null, true],
    [
      'with a selected slot every chosen provider must be among its available providers',
      choosing,
      1,
      ['p1'],
      selected,
      true,
    ],
    ['…and one that is not makes the ids invalid', choosing, 1, ['p1', 'p2'], selected, false],
  ] as const)('%s', (_rule, product, count, ids, slotChosen, valid) => {
    expect(
      areProviderIdsValid(product, {
        selectedProviderCount: count,
        selectedProviderIds: [...ids],
        selectedSlot: slotChosen,
        availabilities,
      }),
    ).toBe(valid);
  });
});
