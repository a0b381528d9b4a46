import { validationMessage } from '@storefront/contracts';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { validationIssueMessage, type IssueLike } from './validation-issue-message.ts';

function firstIssue(schema: z.ZodType, value: unknown): IssueLike & { message: string } {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  const [issue] = result.error.issues;
  if (!issue) throw new Error('expected an issue');
  return issue as unknown as IssueLike & { message: string };
}

describe('validationIssueMessage', () => {
  it("re-words zod's own messages in Arabic and keeps them in English", () => {
    const issue = firstIssue(z.string().max(3), 'abcdef');
    expect(validationIssueMessage(issue, 'en')).toBe(issue.message);
    const arabic = validationIssueMessage(issue, 'ar');
    expect(arabic).not.toBe(issue.message);
    expect(arabic).toMatch(/[\u0600-\u06ff]/);
  });

  it.each([
    [z.record(z.string(), z.string()), [], 'array'],
    [z.object({ a: z.string() }), { a: 5 }, 'number'],
    [z.array(z.string()), null, 'null'],
    [z.number(), 'five', 'string'],
  ] as const)(
    'words a wrong type in Arabic too, though zod leaves the input out (%#: received %s)',
    (schema, value, received) => {
      const issue = firstIssue(schema, value);
      expect(issue.message).toContain(`received ${received}`);
      expect(validationIssueMessage(issue, 'en')).toBe(issue.message);
      const arabic = validationIssueMessage(issue, 'ar');
      expect(arabic).toMatch(/[\u0600-\u06ff]/);
      expect(arabic).toContain(received);
    },
  );

  it('translates a contracts message key', () => {
    const issue = firstIssue(z.string().min(1, { error: 'validation.required' }), '');
    expect(validationIssueMessage(issue, 'en')).toBe(
      validationMessage('validation.required', 'en'),
    );
    expect(validationIssueMessage(issue, 'ar')).toBe(
      validationMessage('validation.required', 'ar'),
    );
  });

  it('keeps any other custom message as written', () => {
    const issue = firstIssue(z.string().min(2, { error: 'Too short, friend' }), 'a');
    expect(validationIssueMessage(issue, 'ar')).toBe('Too short, friend');
  });
});
