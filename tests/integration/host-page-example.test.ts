import { createSdkEvents, startHostBridge } from '@storefront/sdk';
import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import * as contracts from '@storefront/contracts';
import * as sdk from '@storefront/sdk';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogSeedIds } from '@storefront/api/seed';
import { buildTestApp, createTestClock, type TestApp } from '@storefront/api/testing';
import { createInjectFetch } from './testing/create-inject-fetch.ts';
import { createTestSdk } from './testing/create-test-sdk.ts';
import { signInWithSdk } from './testing/sign-in-with-sdk.ts';

const { products, prices, providers } = catalogSeedIds;

/** What the README's example uses without declaring: the page's globals and its own elements. */
interface PageOfExample {
  productId: string;
  cartBadge: { textContent: string };
  document: { createElement(tag: string): unknown; body: { append(node: unknown): void } };
  location: { origin: string; assign(url: string): void };
}

/** The first TypeScript block under "## Host page example" in the SDK's README. */
function readmeExample(): string {
  const readme = readFileSync(new URL('../../packages/sdk/README.md', import.meta.url), 'utf8');
  const section = readme.split('\n## Host page example\n')[1] ?? '';
  const block = /```ts\n([\s\S]*?)\n```/.exec(section)?.[1];
  if (block === undefined) throw new Error('The README has no host page example');
  return block;
}

/**
 * Compiles the example as written (TypeScript, top-level await, imports of the packages) into an
 * async function whose imports are the SDK and contracts loaded here and whose page is a fake.
 */
function compileExample(code: string): (page: PageOfExample) => Promise<void> {
  const { outputText } = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const modules: Record<string, unknown> = {
    '@storefront/sdk': sdk,
    '@storefront/contracts': contracts,
  };
  const require = (name: string) => {
    if (!(name in modules)) throw new Error(`The example imports ${name}`);
    return modules[name];
  };
  const run = runInThisContext(
    `(async function hostPageExample(require, exports, productId, cartBadge, document, location) {\n${outputText}\n})`,
    { filename: 'packages/sdk/README.md#host-page-example' },
  ) as (...args: unknown[]) => Promise<void>;
  return (page) => run(require, {}, page.productId, page.cartBadge, page.document, page.location);
}

// Issue 4: the README's host page example, run as written against the reference API, then fed
// the checkout's messages through the SDK's own host bridge.
describe('the README’s host page example', () => {
  let test: TestApp;

  beforeAll(async () => {
    // The example asks for slots from the real "now"; the API's clock stands there too.
    test = await buildTestApp({ clock: createTestClock(new Date()) });
  }, 60_000);
  afterAll(() => test.close());

  it('creates a cart with a reservation in a free slot, frames the checkout and follows its events', async () => {
    const bridge = createInjectFetch(test.app);
    // The example's http-client uses the global fetch, and its listener the global window.
    vi.stubGlobal('fetch', bridge);
    const hostWindow = new EventTarget();
    vi.stubGlobal('window', hostWindow);
    const frame = new MessageChannel();
    const iframe = { src: '', contentWindow: frame.port1 };
    const page = {
      productId: products.massage,
      cartBadge: { textContent: '' },
      document: { createElement: vi.fn(() => iframe), body: { append: vi.fn() } },
      location: { origin: 'https://shop.example', assign: vi.fn() },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    await compileExample(readmeExample())(page);

    // 3. The frame: the checkout's URL with the page's parameters (spec section 2).
    expect(page.document.createElement).toHaveBeenCalledWith('iframe');
    // Compared by identity: deep equality recurses forever through a MessagePort.
    const appended = page.document.body.append.mock.calls.map(([node]) => node === iframe);
    expect(appended).toEqual([true]);
    const checkoutUrl = new URL(iframe.src);
    const cartId = checkoutUrl.searchParams.get('cartId') ?? '';
    expect(Object.fromEntries(checkoutUrl.searchParams)).toEqual({
      tenant: 'demo',
      cartId,
      lang: 'en',
      callbackUrl: 'https://shop.example',
    });

    // 1 and 2. The cart holds the reservation, in a slot the API accepted as free.
    const checkout = createTestSdk(bridge);
    const cart = await checkout.api.carts.get(cartId);
    expect(cart.cartItems).toHaveLength(1);
    const line = cart.cartItems[0];
    expect(line).toMatchObject({
      type: 'reservation',
      productId: products.massage,
      priceId: prices.massage,
      quantity: 1,
      providerCount: 1,
    });
    expect([providers.noura, providers.huda]).toContain(line?.providersIds[0]);
    const from = Date.parse(line?.reservationDateFrom ?? '');
    expect(from).toBeGreaterThan(test.clock.now().getTime());
    expect(Date.parse(line?.reservationDateTo ?? '') - from).toBe(60 * 60_000);

    // 4. The checkout's side of the frame: its events through the SDK's host bridge, delivered
    // as a browser does (only to the page's origin, from the frame's window).
    const events = createSdkEvents();
    startHostBridge({
      events,
      targetOrigin: page.location.origin,
      window: {
        parent: {
          postMessage(data, targetOrigin) {
            if (targetOrigin !== page.location.origin) return;
            hostWindow.dispatchEvent(
              new MessageEvent('message', {
                data,
                origin: checkoutUrl.origin,
                source: frame.port1,
              }),
            );
          },
        },
      },
    });
    events.emit('cartUpdated', { cart });
    expect(page.cartBadge.textContent).toBe('1');

    events.emit('cartError', {
      cartId,
      code: 'COUPON_INVALID',
      message: 'This discount code has expired.',
      retryCount: 1,
    });
    expect(warn).toHaveBeenCalledWith('COUPON_INVALID', 'This discount code has expired.');

    // The shopper identifies and pays cash in the checkout; the page goes to its thank-you page.
    const shopper = await signInWithSdk(checkout, '0512300801');
    await checkout.api.carts.updateCustomer(cartId, {
      name: 'Sara',
      mobileNumber: shopper.mobileNumber,
      otpToken: shopper.otpToken,
    });
    const { orderNumber } = await checkout.api.carts.process(
      cartId,
      contracts.paymentMethodCode('cash'),
    );
    events.emit('cartCompleted', { cartId, orderNumber });
    expect(page.location.assign).toHaveBeenCalledWith(`/thanks?order=${orderNumber}`);

    // The listener stopped with the order.
    events.emit('cartUpdated', { cart: { ...cart, cartItems: [] } });
    expect(page.cartBadge.textContent).toBe('1');
    frame.port1.close();
  });
});
