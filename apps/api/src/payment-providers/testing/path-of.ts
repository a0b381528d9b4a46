/**
 * The path and query of an absolute sandbox URL, for `inject`.
 *
 * @example
 * pathOf('http://sandbox.test/tabby/pay/s1?lang=en'); // '/tabby/pay/s1?lang=en'
 */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
