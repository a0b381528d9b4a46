import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { described } from './described.ts';

describe('described', () => {
  const named = z.object({ id: z.string() }).meta({ id: 'DescribedTestShape' });

  it('refers to the named schema beside its description', () => {
    const registry = z.registry<{ id?: string; description?: string }>();
    registry.add(named, { id: 'DescribedTestShape' });
    const wrapper = z.object({ answer: described(named, 'The shape asked for') });
    const json = z.toJSONSchema(wrapper, { metadata: registry, reused: 'inline' });
    const answer = json.properties?.['answer'] as { $ref?: string; properties?: unknown };
    expect(answer.$ref).toContain('DescribedTestShape');
    expect(answer.properties).toBeUndefined();
    expect(z.globalRegistry.get(described(named, 'Another'))?.description).toBe('Another');
  });

  it('validates and answers like the schema itself', () => {
    const schema = described(named, 'The shape');
    expect(schema.parse({ id: 'a' })).toEqual({ id: 'a' });
    expect(schema.safeParse({ id: 1 }).success).toBe(false);
  });
});
