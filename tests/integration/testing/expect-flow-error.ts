import { errorMessage } from '@storefront/contracts';
import { expect } from 'vitest';
import type { MachineError } from '../../../packages/sdk/src/machines/shared/machine-error.ts';

/** The error a flow is expected to hold: its code and status, and the API's code under it. */
export interface ExpectedFlowError {
  code: string;
  status: number | null;
  /** The API's own code (the `ApiError` kept as `cause`); none when the flow refused by itself. */
  cause?: string | undefined;
  /** The message when it is not the code's catalogue message (a refusal that says what to do). */
  message?: string | undefined;
}

/**
 * Asserts a reservation or price flow's error: `expected.code` with its English catalogue message
 * and `status`, the API's error under it when `expected.cause` names one (else none), and that
 * the flow's last announcement was that error.
 *
 * @example
 * expectFlowError(snapshot.context.error, flow.announced.at(-1), { code: 'FETCH_AMOUNT_FAILED', status: 404, cause: 'NOT_FOUND' });
 */
export function expectFlowError(
  error: MachineError | null,
  lastAnnouncement: unknown,
  expected: ExpectedFlowError,
): void {
  const { code, status, cause, message = errorMessage(code, 'en') } = expected;
  expect(error).toMatchObject({ code, message, status });
  if (cause) expect(error?.cause).toMatchObject({ code: cause, status });
  else expect(error?.cause).toBeUndefined();
  expect(lastAnnouncement).toEqual({ type: 'error', error });
}
