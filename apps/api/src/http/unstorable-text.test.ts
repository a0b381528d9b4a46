import { describe, expect, it } from 'vitest';
import { isUnstorableText, unstorableTextPath } from './unstorable-text.ts';

describe('isUnstorableText', () => {
  it.each([
    ['a\u0000b', true],
    ['\uD800', true],
    ['a\uDC00', true],
    ['\uDC00\uD800', true],
    ['', false],
    ['Sara Ali', false],
    ['سارة', false],
    ['☕ 😀', false],
    ['\u0001\t\n', false],
  ])('%j → %s', (text, expected) => {
    expect(isUnstorableText(text)).toBe(expected);
  });
});

describe('unstorableTextPath', () => {
  it('finds a string, an array entry and a key at any depth', () => {
    expect(unstorableTextPath('a\u0000')).toEqual([]);
    expect(unstorableTextPath({ notes: 'ok', customFields: { note: 'a\u0000' } })).toEqual([
      'customFields',
      'note',
    ]);
    expect(unstorableTextPath([{ quantity: 1 }, { customFields: { x: '\uD800' } }])).toEqual([
      '1',
      'customFields',
      'x',
    ]);
    expect(unstorableTextPath({ customFields: { 'a\u0000': 'x' } })).toEqual(['customFields']);
  });

  it('passes storable input, numbers, booleans and null', () => {
    expect(
      unstorableTextPath({ a: 1, b: true, c: null, d: ['سارة', '😀'], e: { f: 2.5 } }),
    ).toBeNull();
    expect(unstorableTextPath(undefined)).toBeNull();
  });
});
