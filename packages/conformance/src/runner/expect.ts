import { errorBodySchema, type ErrorBody } from '@storefront/contracts';
import { ApiError } from '@storefront/sdk';
import * as z from 'zod/mini';
import { Mismatch, shown } from './check-failure.ts';

/** An error answer the contract documents (docs/product/wire-conventions.md, "Errors"). */
export interface ExpectedError {
  status: number;
  code: string;
  /**
   * For a `VALIDATION_ERROR`: a field `validationErrors` must name. Matched on the member's last
   * segment, case-insensitively, so `0.quantity`, `[0].Quantity` and `items[0].quantity` all name
   * `quantity`.
   */
  member?: string;
}

/** An answer as it came back: its status and its body (JSON when it was JSON). */
export interface Answer {
  status: number;
  body: unknown;
}

function wanted({ status, code, member }: ExpectedError): string {
  const named = member === undefined ? '' : ` naming ${member} in validationErrors`;
  return `${status} {"error": {"code": "${code}", "message", "details", "validationErrors"}}${named}`;
}

function namesMember(body: ErrorBody, member: string): boolean {
  const last = (path: string) => path.split(/[.[\]]/).findLast((part) => part !== '') ?? '';
  return (body.error.validationErrors ?? []).some((item) =>
    item.members.some((name) => last(name).toLowerCase() === member.toLowerCase()),
  );
}

/** Checks an error answer: its status, the documented body, its code and the field it names. */
export function expectErrorAnswer(answer: Answer, expected: ExpectedError): ErrorBody {
  const got = `${answer.status} ${shown(answer.body)}`;
  const parsed = z.safeParse(errorBodySchema, answer.body);
  if (!parsed.success) {
    throw new Mismatch(wanted(expected), `${got} (not the documented error body)`);
  }
  const body = parsed.data;
  if (answer.status !== expected.status || body.error.code !== expected.code) {
    throw new Mismatch(wanted(expected), got);
  }
  if (body.error.message.trim() === '') throw new Mismatch(wanted(expected), `${got} (no message)`);
  if (expected.member !== undefined && !namesMember(body, expected.member)) {
    throw new Mismatch(wanted(expected), got);
  }
  return body;
}

/**
 * Awaits a call the contract says is refused and checks its error answer (the SDK's `ApiError`
 * keeps the body as it came).
 */
export async function expectRefusal(
  call: Promise<unknown>,
  expected: ExpectedError,
): Promise<ErrorBody> {
  let answer: unknown;
  try {
    answer = await call;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    return expectErrorAnswer({ status: error.status, body: error.body }, expected);
  }
  throw new Mismatch(wanted(expected), `a success: ${shown(answer)}`);
}

/** Fails the check unless `actual` is `expected` (compared as JSON). */
export function expectEqual(what: string, expected: unknown, actual: unknown): void {
  if (JSON.stringify(expected) !== JSON.stringify(actual)) {
    throw new Mismatch(`${what} ${shown(expected)}`, shown(actual));
  }
}
