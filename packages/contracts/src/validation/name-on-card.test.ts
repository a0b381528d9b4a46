import { describe, expect, it } from 'vitest';
import { failuresOf } from './testing/failures-of.ts';
import { nameOnCardSchema } from './name-on-card.ts';

const required = ['validation.required', 'This field is required'];
const tooShort = ['validation.name.tooShort', 'The name must be at least 2 characters'];
const characters = [
  'validation.nameOnCard.characters',
  'The name may contain only letters, spaces, dots and hyphens',
];

describe('nameOnCardSchema', () => {
  it.each([
    ['Sara', 'Sara'],
    ['  Mohammed Al-Qahtani ', 'Mohammed Al-Qahtani'],
    ['J. R. Smith-Jones', 'J. R. Smith-Jones'],
    ['محمد العتيبي', 'محمد العتيبي'],
    ['مُحَمَّد', 'مُحَمَّد'],
    ['José Müller', 'José Müller'],
    ['Al', 'Al'],
  ])('accepts %j as %j', (input, output) => {
    expect(nameOnCardSchema.parse(input)).toBe(output);
  });

  it.each([
    [undefined, required],
    ['', required],
    ['   ', required],
    ['A', tooShort],
    [' م ', tooShort],
    ['John3', characters],
    ["O'Brien", characters],
    ['Sara_Ali', characters],
    ['Sara@home', characters],
  ])('rejects %j', (input, failure) => {
    expect(failuresOf(nameOnCardSchema, input)).toEqual([failure]);
  });
});
