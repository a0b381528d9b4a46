import { describe, expect, it } from 'vitest';
import { emailSchema } from './email.ts';
import { failuresOf } from './testing/failures-of.ts';

const invalid = ['validation.email.invalid', 'Enter a valid email address'];

describe('emailSchema', () => {
  it.each([
    ['sara@example.com', 'sara@example.com'],
    [' sara.ali+shop@mail.example.sa ', 'sara.ali+shop@mail.example.sa'],
  ])('accepts %j as %j', (input, output) => {
    expect(emailSchema.parse(input)).toBe(output);
  });

  it.each([
    [undefined, ['validation.required', 'This field is required']],
    ['', ['validation.required', 'This field is required']],
    ['sara', invalid],
    ['sara@', invalid],
    ['sara@example', invalid],
    ['sara @example.com', invalid],
  ])('rejects %j', (input, failure) => {
    expect(failuresOf(emailSchema, input)).toEqual([failure]);
  });
});
