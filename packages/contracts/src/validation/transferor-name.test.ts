import { describe, expect, it } from 'vitest';
import { failuresOf } from './testing/failures-of.ts';
import { transferorNameSchema } from './transferor-name.ts';

describe('transferorNameSchema', () => {
  it.each([
    ['Al', 'Al'],
    [' سارة ', 'سارة'],
    ['Sara Ali 2', 'Sara Ali 2'],
  ])('accepts %j as %j', (input, output) => {
    expect(transferorNameSchema.parse(input)).toBe(output);
  });

  it.each([
    [undefined, ['validation.required', 'This field is required']],
    ['', ['validation.required', 'This field is required']],
    ['  ', ['validation.required', 'This field is required']],
    ['A', ['validation.name.tooShort', 'The name must be at least 2 characters']],
    [' س ', ['validation.name.tooShort', 'The name must be at least 2 characters']],
  ])('rejects %j', (input, failure) => {
    expect(failuresOf(transferorNameSchema, input)).toEqual([failure]);
  });
});
