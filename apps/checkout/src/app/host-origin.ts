/** What decides where the checkout's events go. */
export interface HostOriginInput {
  /** The `hostOrigin` query parameter, if the host passed one. */
  requested: string | null;
  /** `VITE_HOST_ORIGINS`: the host origins configured for this deployment. */
  allowed: readonly string[];
  /** The checkout's own origin. */
  ownOrigin: string;
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin the host bridge posts to: the `hostOrigin` the host passed when it is one of the
 * configured host origins (or the checkout's own), else the checkout's own origin. A query
 * parameter alone cannot choose the target, or any page framing the checkout could ask for the
 * cart; the configuration is what vouches for a host.
 *
 * @example
 * hostTargetOriginFor({ requested: 'https://shop.example.com', allowed: ['https://shop.example.com'], ownOrigin });
 * // 'https://shop.example.com'
 */
export function hostTargetOriginFor({ requested, allowed, ownOrigin }: HostOriginInput): string {
  const origin = requested === null ? null : originOf(requested);
  if (origin === null) return ownOrigin;
  return origin === ownOrigin || allowed.includes(origin) ? origin : ownOrigin;
}
