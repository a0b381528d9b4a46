import { afterEach, beforeEach } from 'vitest';

// An unexpected console.error is a bug the test did not assert on, so it fails the test.
// A test that expects one replaces console.error with its own spy.
let errors: unknown[][] = [];
const original = console.error;

beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
});

afterEach(() => {
  const seen = errors;
  console.error = original;
  if (seen.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
