import { ApiError } from '../../http/api-error.ts';

/** An ApiError as the http-client raises it for a non-OK answer. */
export function apiError(
  status: number,
  code: string,
  message = `Failed with ${status}`,
): ApiError {
  return new ApiError({ status, code, message });
}
