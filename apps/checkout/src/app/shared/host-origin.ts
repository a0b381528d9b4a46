import { embedHostOriginsSchema } from '@storefront/contracts';
import { startHostBridge, type HostBridge, type HostBridgeOptions } from '@storefront/sdk';
import type { CheckoutEnv } from './checkout-env.ts';
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

/** What {@link confirmHostOrigin} needs beyond {@link HostOriginInput}. */
export interface ConfirmHostOriginInput extends HostOriginInput {
  /** The platform API, which names the sites allowed to frame the tenant's pages. */
  apiBaseUrl: string;
  /** The page's tenant: each tenant may list its own sites (docs/product/embedding.md). */
  tenant: string | null;
  fetch: typeof globalThis.fetch;
}

/**
 * For a `hostOrigin` the build does not list: asks the API which sites it lets frame its pages
 * (`GET /api/embed/host-origins?tenant`: the tenant's sites, else `CORS_ORIGINS`) and resolves to the host's origin when it is
 * one of them, else to the page's own. Undefined when there is nothing to ask (no host named, or
 * {@link hostTargetOriginFor} already took it), so a page that is not embedded makes no request.
 * The server's configuration vouches for the host, as the build's does: the same list is the
 * pages' `frame-ancestors` (docs/product/embedding.md).
 *
 * @example
 * startHostBridge({ events, targetOrigin: hostTargetOriginFor(input), confirmedTargetOrigin: confirmHostOrigin({ ...input, apiBaseUrl, fetch }) });
 */
export function confirmHostOrigin(input: ConfirmHostOriginInput): Promise<string> | undefined {
  const origin = input.requested === null ? null : originOf(input.requested);
  if (origin === null || hostTargetOriginFor(input) === origin) return undefined;
  const query = input.tenant ? `?${new URLSearchParams({ tenant: input.tenant }).toString()}` : '';
  return input
    .fetch(`${input.apiBaseUrl}/api/embed/host-origins${query}`, {
      headers: { Accept: 'application/json' },
    })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => {
      const parsed = embedHostOriginsSchema.safeParse(body);
      if (!parsed.success) return input.ownOrigin;
      const listed = parsed.data.hostOrigins.map(originOf);
      return listed.includes(origin) ? origin : input.ownOrigin;
    })
    .catch(() => input.ownOrigin);
}

/**
 * Starts a page's bridge to the page that frames it (the checkout's and the widgets'): events go
 * to the `hostOrigin` the build lists, or, for one it does not, once the API has confirmed it
 * ({@link confirmHostOrigin}), else to the page's own origin.
 *
 * @example
 * startPageHostBridge({ events: sdk.events, requested: params.hostOrigin, env, ownOrigin: location.origin });
 */
export function startPageHostBridge(options: {
  events: HostBridgeOptions['events'];
  requested: string | null;
  tenant: string | null;
  env: Pick<CheckoutEnv, 'hostOrigins' | 'apiBaseUrl'>;
  ownOrigin: string;
  isMobileApp?: boolean;
}): HostBridge {
  const hostOrigin = {
    requested: options.requested,
    allowed: options.env.hostOrigins,
    ownOrigin: options.ownOrigin,
  };
  const confirmedTargetOrigin = confirmHostOrigin({
    ...hostOrigin,
    apiBaseUrl: options.env.apiBaseUrl,
    tenant: options.tenant,
    fetch: (...args) => globalThis.fetch(...args),
  });
  return startHostBridge({
    events: options.events,
    targetOrigin: hostTargetOriginFor(hostOrigin),
    ...(confirmedTargetOrigin ? { confirmedTargetOrigin } : {}),
    ...(options.isMobileApp === undefined ? {} : { isMobileApp: options.isMobileApp }),
  });
}
