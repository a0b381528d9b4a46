import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace';
import { moyasarSessionSchema, type CartPayment, type MoyasarSession } from '@storefront/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seededItems } from '../modules/carts/testing/cart-routes.ts';
import { createFakePaymentProviders } from '../modules/payments/testing/fake-payment-providers.ts';
import { checkoutUrl, ok, readyCart } from '../modules/payments/testing/payments.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';

/** The spans under `root` (its children, theirs, …), from the exporter's flat list. */
function descendantsOf(root: ReadableSpan, spans: readonly ReadableSpan[]): ReadableSpan[] {
  const children = spans.filter(
    (span) => span.parentSpanContext?.spanId === root.spanContext().spanId,
  );
  return children.flatMap((child) => [child, ...descendantsOf(child, spans)]);
}

/** `root` and the spans under it as an indented outline of their names, in start order. */
function outline(root: ReadableSpan, spans: readonly ReadableSpan[], depth = 0): string[] {
  const children = spans
    .filter((span) => span.parentSpanContext?.spanId === root.spanContext().spanId)
    .sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1]);
  return [
    `${'  '.repeat(depth)}${root.name}`,
    ...children.flatMap((child) => outline(child, spans, depth + 1)),
  ];
}

/** The request span of `route` (`@fastify/otel`'s `request` span carries `http.route`). */
function requestSpan(spans: readonly ReadableSpan[], route: string): ReadableSpan {
  const found = spans.find(
    (span) => span.name === 'request' && span.attributes['http.route'] === route,
  );
  if (!found)
    throw new Error(`no request span for ${route}: ${spans.map((s) => s.name).join(', ')}`);
  return found;
}

describe('traces of a card payment (OpenTelemetry, in-memory exporter)', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  const providers = createFakePaymentProviders();
  let test: TestApp;

  beforeAll(async () => {
    // What the Node SDK registers in production (start-tracing.ts): a context manager carrying
    // the active span across awaits, and a tracer provider; here its spans stay in memory.
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    trace.setGlobalTracerProvider(provider);
    // The variable that asks for traces: the app then traces its routes. The app never starts the
    // SDK itself (server.ts does), so the spans go to this test's provider.
    test = await buildTestApp({
      env: { OTEL_TRACES_EXPORTER: 'otlp' },
      paymentProviders: providers,
    });
  }, 60_000);
  afterAll(async () => {
    await test.close();
    await provider.shutdown();
    trace.disable();
    context.disable();
  });
  beforeEach(() => exporter.reset());

  it('puts the database statements and the provider call under the payment request’s span', async () => {
    const embedded = test.database.driver === 'pglite';
    const { cart, headers } = await readyCart(test, [seededItems.coffee250g()], {
      mobileNumber: '0512400091',
    });
    const session = moyasarSessionSchema.parse(
      ok<MoyasarSession>(
        await test.app.inject({
          method: 'POST',
          url: '/payment/moyasar/session',
          headers: { ...headers, 'idempotency-key': 'trace-key-0001' },
          payload: { cartId: cart.id, method: 'mada', callbackUrl: checkoutUrl },
        }),
      ),
    );
    exporter.reset();
    const payment = ok<CartPayment>(
      await test.app.inject({
        method: 'POST',
        url: '/payment/moyasar/pay',
        headers,
        payload: { attemptId: session.attemptId, token: 'token_from_browser' },
      }),
    );

    const spans = exporter.getFinishedSpans();
    const pay = requestSpan(spans, '/payment/moyasar/pay');
    // request
    //   onRequest - … (tenant, sign-in), preValidation - …
    //   handler - paymentRoutes
    //     SELECT pglite, BEGIN pglite, …, moyasar payWithToken, BEGIN pglite
    //   onSend - …, onResponse - …
    const tree = outline(pay, spans);
    expect(tree[0]).toBe('request');
    const handler = tree.indexOf('  handler - paymentRoutes');
    expect(handler).toBeGreaterThan(0);
    const handled = tree.slice(handler + 1).filter((line) => line.startsWith('    '));
    expect(handled).toContain('    moyasar payWithToken');
    // On PostgreSQL (DATABASE_URL) the statements are instrumentation-pg's, started with the SDK
    // by server.ts, which this test does not run: PGlite's own spans are checked here.
    if (embedded) {
      expect(handled.filter((line) => / pglite$/.test(line)).length).toBeGreaterThanOrEqual(2);
    }
    expect(pay.parentSpanContext).toBeUndefined(); // the root: no HTTP server span under inject
    const under = descendantsOf(pay, spans);
    const providerCall = under.find((span) => span.name === 'moyasar payWithToken');
    expect(providerCall?.attributes).toMatchObject({
      'payment.provider': 'moyasar',
      'payment.operation': 'payWithToken',
    });
    const statements = under.filter((span) => span.name.endsWith(' pglite'));
    if (embedded) {
      expect(statements[0]?.attributes).toMatchObject({ 'db.system.name': 'postgresql' });
    }
    // One trace: every span of the request shares the request span's trace id.
    const traceIds = new Set(under.map((span) => span.spanContext().traceId));
    expect([...traceIds]).toEqual([pay.spanContext().traceId]);
    // The query string (a token may be in it) is not recorded.
    expect(pay.attributes['url.path']).toBe('/payment/moyasar/pay');

    // The shopper returns: the provider is asked, and the order is made in a transaction.
    providers.settle(payment.paymentId, 'paid');
    exporter.reset();
    const back = await test.app.inject({
      method: 'GET',
      url: `/api/app/payment/return/${session.attemptId}?id=whatever&status=paid`,
    });
    expect(back.statusCode).toBe(303);
    const returned = exporter.getFinishedSpans();
    const returnSpan = requestSpan(returned, '/api/app/payment/return/:attemptId');
    const names = descendantsOf(returnSpan, returned).map((span) => span.name);
    expect(names).toContain('moyasar fetchPayment');
    if (embedded) expect(names).toContain('BEGIN pglite');
  });

  it('marks a failed provider call as an error span with its exception', async () => {
    const { cart, headers } = await readyCart(test, [seededItems.coffee250g()], {
      mobileNumber: '0512400092',
    });
    const session = moyasarSessionSchema.parse(
      ok<MoyasarSession>(
        await test.app.inject({
          method: 'POST',
          url: '/payment/moyasar/session',
          headers: { ...headers, 'idempotency-key': 'trace-key-0002' },
          payload: { cartId: cart.id, method: 'mada', callbackUrl: checkoutUrl },
        }),
      ),
    );
    providers.state.moyasarTokenOutcome = 'network_error';
    exporter.reset();
    const response = await test.app.inject({
      method: 'POST',
      url: '/payment/moyasar/pay',
      headers,
      payload: { attemptId: session.attemptId, token: 'token_from_browser' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const spans = exporter.getFinishedSpans();
    const call = descendantsOf(requestSpan(spans, '/payment/moyasar/pay'), spans).find(
      (span) => span.name === 'moyasar payWithToken',
    );
    expect(call?.status.code).toBe(2); // SpanStatusCode.ERROR
    expect(call?.events.map((event) => event.name)).toContain('exception');
  });
});
