import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryFlag } from './query-flag.ts';

describe('queryFlag', () => {
  it('reads the texts a query string carries as booleans', () => {
    expect(queryFlag.parse('true')).toBe(true);
    expect(queryFlag.parse('false')).toBe(false);
    expect(queryFlag.parse('1')).toBe(true);
    expect(queryFlag.parse('0')).toBe(false);
  });

  it('refuses anything else', () => {
    expect(queryFlag.safeParse('maybe').success).toBe(false);
    expect(queryFlag.safeParse('').success).toBe(false);
  });

  it('is documented as a boolean, also when optional or defaulted', () => {
    for (const schema of [queryFlag, queryFlag.optional(), queryFlag.default(false)]) {
      expect(z.toJSONSchema(schema, { io: 'input' })).toMatchObject({ type: 'boolean' });
    }
  });
});
