import { describe, expect, it } from 'vitest';
import { isMadaCard } from './mada-card.ts';

describe('isMadaCard', () => {
  it.each([
    ['4201320111111010', true],
    // 440647 is a mada BIN inside Visa's range.
    ['4406470000000000', true],
    ['5888450000000000', true],
    ['4111111111111111', false],
    ['5421080101000000', false],
    // The BIN is six digits: a shorter prefix tells nothing yet.
    ['42013', false],
    ['', false],
  ])('%s is mada: %s', (digits, expected) => {
    expect(isMadaCard(digits)).toBe(expected);
  });
});
