import { SpanStatusCode, trace, type Attributes, type SpanKind } from '@opentelemetry/api';

/**
 * The API's tracer, from OpenTelemetry's global API: a no-op until a tracer provider is registered
 * (`start-tracing.ts` in production, a test's own provider), so a span costs next to nothing when
 * traces are off.
 */
export const apiTracer = trace.getTracer('@storefront/api');

/**
 * Runs `work` inside a new active span (so spans it starts are its children), ends the span with
 * it, and marks the span as an error, with the exception recorded, when `work` throws.
 *
 * @example
 * const rows = await inSpan('pglite query', { kind: SpanKind.CLIENT }, () => client.query(sql));
 */
export function inSpan<T>(
  name: string,
  options: { kind: SpanKind; attributes?: Attributes },
  work: () => Promise<T>,
): Promise<T> {
  return apiTracer.startActiveSpan(name, options, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * Sends the spans still buffered (the app calls it when it closes, so the last requests' spans are
 * not lost on a shutdown). Does nothing when no tracer provider is registered.
 */
export async function flushTraces(): Promise<void> {
  const provider = trace.getTracerProvider() as { getDelegate?: () => unknown };
  const delegate = (provider.getDelegate?.() ?? provider) as { forceFlush?: () => Promise<void> };
  await delegate.forceFlush?.();
}
