import type { BodyKind } from './http-types.ts';

/** A body ready for `fetch`, and the `Content-Type` to send with it (none for multipart). */
export interface EncodedBody {
  body: BodyInit | undefined;
  contentType: string | undefined;
}

/**
 * Encodes a call's body (docs/product/api.md: JSON by default; form data and url-encoded too).
 * - `json`: `JSON.stringify`, `Content-Type: application/json`; no body when `body` is undefined.
 * - `form-data`: a FormData passes through, a plain object becomes one; no Content-Type, since
 *   `fetch` must write the multipart boundary itself.
 * - `url-encoded`: a URLSearchParams or plain object, sent as `application/x-www-form-urlencoded`.
 *
 * In plain objects arrays repeat their key, undefined and null are left out, Blobs (files) are
 * kept as files in form data, and other objects are sent as JSON text.
 *
 * @example encodeRequestBody({ receipt: file }, 'form-data') // { body: FormData, contentType: undefined }
 */
export function encodeRequestBody(body: unknown, kind: BodyKind = 'json'): EncodedBody {
  if (body === undefined) return { body: undefined, contentType: undefined };
  switch (kind) {
    case 'json':
      return { body: JSON.stringify(body), contentType: 'application/json' };
    case 'form-data':
      return { body: toFormData(body), contentType: undefined };
    case 'url-encoded':
      return {
        body: toSearchParams(body).toString(),
        contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
      };
  }
}

function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [key, value] of fields(body)) {
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, text(value));
  }
  return form;
}

function toSearchParams(body: unknown): URLSearchParams {
  if (body instanceof URLSearchParams) return body;
  const params = new URLSearchParams();
  for (const [key, value] of fields(body)) {
    if (value instanceof Blob) throw new TypeError(`A file cannot be sent url-encoded: ${key}`);
    params.append(key, text(value));
  }
  return params;
}

function fields(body: unknown): [string, unknown][] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new TypeError('A form body must be a plain object, a FormData or a URLSearchParams');
  }
  return Object.entries(body).flatMap(([key, value]) =>
    (Array.isArray(value) ? (value as unknown[]) : [value])
      .filter((item) => item !== undefined && item !== null)
      .map((item): [string, unknown] => [key, item]),
  );
}

// Numbers and booleans read the same in JSON; objects are sent as JSON text.
function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}
