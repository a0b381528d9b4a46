import { ApiError, AuthError } from '@storefront/sdk';
import * as z from 'zod/mini';

/** A check's finding: the backend answered, but not as the contract says. */
export class Mismatch extends Error {
  override readonly name = 'Mismatch';
  constructor(
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`expected ${expected}, got ${actual}`);
  }
}

/** A check that cannot run here (no way to read codes, the tenant offers no cash, ...). */
export class Skip extends Error {
  override readonly name = 'Skip';
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** A value in a report line: JSON, cut to a readable length. */
export function shown(value: unknown, max = 300): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * What came back, in words, for an error a check did not expect: the SDK's `ApiError` (status,
 * code, message, and the schema's complaints for an answer that does not fit it), its `AuthError`,
 * or anything else thrown.
 */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    const { details } = error;
    if (error.code === 'INVALID_RESPONSE' && details !== null && typeof details !== 'string') {
      const issues = z.prettifyError({ issues: [...details] });
      return `${error.status} answer that does not match the contract's schema: ${issues.replaceAll('\n', ' ')}; body ${shown(error.body)}`;
    }
    if (error.status === 0) return `no answer (${error.code}: ${describeCause(error.cause)})`;
    return `${error.status} ${error.code}: ${shown(error.body ?? error.message)}`;
  }
  if (error instanceof AuthError) return `sign-in error ${error.code}: ${error.message}`;
  if (error instanceof Error) {
    // fetch's own failure says only "fetch failed"; the reason (refused, reset, DNS) is its cause.
    const cause = error.cause === undefined ? '' : ` (${describeCause(error.cause)})`;
    return `${error.name}: ${error.message}${cause}`;
  }
  return shown(error);
}

function describeCause(cause: unknown): string {
  if (cause instanceof Error) {
    const inner = cause.cause instanceof Error ? ` (${cause.cause.message})` : '';
    return `${cause.message}${inner}`;
  }
  return shown(cause);
}
