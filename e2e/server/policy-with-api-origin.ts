/** The directives a page served away from its API must widen: its API calls and the API's images. */
const apiDirectives = ['connect-src', 'img-src'] as const;

/**
 * The Content-Security-Policy for the checkout served from its own origin while its API is
 * `apiOrigin`: the policy the API sends with the pages it serves (`policy`), with `apiOrigin` added
 * to `connect-src` (the page's API calls) and `img-src` (the tenant logos and product images the
 * API serves). A missing directive starts from `default-src`, as the browser would read it.
 * Hand-written: a policy is a `;`-separated list of `name source…` and no library we use parses one.
 *
 * @example
 * policyWithApiOrigin("default-src 'self'; connect-src 'self'", 'https://api.example.com');
 * // "default-src 'self'; connect-src 'self' https://api.example.com; img-src 'self' https://api.example.com"
 */
export function policyWithApiOrigin(policy: string, apiOrigin: string): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter((parts) => parts[0] !== '');
  const sourcesOf = (name: string) => directives.find(([first]) => first === name)?.slice(1);
  const defaults = sourcesOf('default-src') ?? [];
  const widened = apiDirectives.map((name) => [name, ...(sourcesOf(name) ?? defaults), apiOrigin]);
  return [
    ...directives.filter(([name]) => !apiDirectives.some((widen) => widen === name)),
    ...widened,
  ]
    .map((parts) => parts.join(' '))
    .join('; ');
}
