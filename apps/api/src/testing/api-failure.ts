import { ApiError } from '../errors/api-error.ts';

/**
 * The {@link ApiError} a call rejects with; fails the test when it resolves or rejects otherwise.
 *
 * @example
 * expect(await apiFailure(processCart(context, caller, cartId, 1))).toMatchObject({ statusCode: 400 });
 */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected an ApiError');
}
