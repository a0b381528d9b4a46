import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../http/api-error.ts';
import { sleep as realSleep } from '../http/sleep.ts';
import { openEventStream } from './event-stream.ts';
import type { ServerSentEvent } from './sse-parser.ts';
import { scriptedFetch, streamAnswer } from './testing/scripted-fetch.ts';

const url = 'https://api.test/api/sse/cart?cartId=c-1&tenantId=t-1';
const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
const errorBody = (code: string) => ({
  error: { code, message: code, details: null, validationErrors: null },
});

/** Records what a stream reports. */
function recorder() {
  const events: ServerSentEvent[] = [];
  const errors: { code: string; status: number; fatal: boolean }[] = [];
  return {
    events,
    errors,
    onEvent: (event: ServerSentEvent) => events.push(event),
    onError: (error: ApiError, { fatal }: { fatal: boolean }) =>
      errors.push({ code: error.code, status: error.status, fatal }),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('openEventStream: connecting and reading', () => {
  it('asks for an event stream and delivers its events', async () => {
    const stream = streamAnswer();
    const { fetch, connections } = scriptedFetch(stream);
    const seen = recorder();
    const onOpen = vi.fn();

    const events = openEventStream({ url, fetch, onOpen, ...seen });
    stream.send('id: 1\nevent: cartUpdated\ndata: {"a":1}\n\n: heartbeat\n\n');
    await vi.waitFor(() => expect(seen.events).toHaveLength(1));

    expect(connections[0]?.url.href).toBe(url);
    expect(connections[0]?.headers.get('Accept')).toBe('text/event-stream');
    expect(connections[0]?.headers.has('Last-Event-ID')).toBe(false);
    expect(onOpen).toHaveBeenCalledOnce();
    expect(seen.events[0]).toEqual({ type: 'cartUpdated', data: '{"a":1}', lastEventId: '1' });
    expect(events.lastEventId).toBe('1');
    events.close();
    await events.done;
  });

  it('sets no header a cross-origin API would have to allow beyond Accept and the caller’s', async () => {
    const { fetch, connections } = scriptedFetch(streamAnswer());

    const events = openEventStream({ url, fetch, onEvent: () => {}, headers: { __tenant: 't-1' } });
    await vi.waitFor(() => expect(connections).toHaveLength(1));

    expect([...(connections[0]?.headers.keys() ?? [])].sort()).toEqual(['__tenant', 'accept']);
    events.close();
    await events.done;
  });

  it('sends a given Last-Event-ID on the first connection', async () => {
    const { fetch, connections } = scriptedFetch(streamAnswer());

    const events = openEventStream({ url, fetch, onEvent: () => {}, lastEventId: '41' });
    await vi.waitFor(() => expect(connections).toHaveLength(1));

    expect(connections[0]?.headers.get('Last-Event-ID')).toBe('41');
    events.close();
    await events.done;
  });
});

describe('openEventStream: reconnecting', () => {
  it('reconnects after a dropped stream, resuming with Last-Event-ID', async () => {
    const first = streamAnswer();
    const second = streamAnswer();
    const { fetch, connections } = scriptedFetch(first, second);
    const seen = recorder();
    const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => {});

    const events = openEventStream({ url, fetch, sleep, random: () => 0, ...seen });
    first.send('id: 7\ndata: one\n\n');
    await vi.waitFor(() => expect(seen.events).toHaveLength(1));
    first.drop();
    await vi.waitFor(() => expect(connections).toHaveLength(2));
    second.send('id: 8\ndata: two\n\n');
    await vi.waitFor(() => expect(seen.events).toHaveLength(2));

    expect(connections[1]?.headers.get('Last-Event-ID')).toBe('7');
    expect(seen.errors).toEqual([{ code: 'NETWORK_ERROR', status: 0, fatal: false }]);
    // The dropped connection had delivered an event, so the wait starts again at 1 s.
    expect(sleep).toHaveBeenCalledWith(1000, expect.any(AbortSignal));
    expect(events.lastEventId).toBe('8');
    events.close();
    await events.done;
  });

  it('reconnects without an error when the server ends the stream', async () => {
    const first = streamAnswer();
    const { fetch, connections } = scriptedFetch(first, streamAnswer());
    const seen = recorder();

    const events = openEventStream({ url, fetch, sleep: async () => {}, ...seen });
    first.send('id: 3\ndata: x\n\n');
    first.end();
    await vi.waitFor(() => expect(connections).toHaveLength(2));

    expect(connections[1]?.headers.get('Last-Event-ID')).toBe('3');
    expect(seen.errors).toEqual([]);
    events.close();
    await events.done;
  });

  it('waits 1 s doubled per failure plus jitter, capped at 10 s', async () => {
    vi.useFakeTimers();
    const { fetch } = scriptedFetch(new TypeError('fetch failed'));
    const sleep = vi.fn(realSleep);

    const events = openEventStream({ url, fetch, sleep, random: () => 0.5, onEvent: () => {} });
    const expected = [1500, 2500, 4500, 8500, 10_000, 10_000];
    for (const [index, delay] of expected.entries()) {
      await vi.advanceTimersByTimeAsync(0);
      expect(fetch).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(fetch).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
    }

    // The last advance let a seventh connection fail, which waits the capped 10 s again.
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([...expected, 10_000]);
    events.close();
    await events.done;
  });

  it('starts the backoff again once a connection delivers an event', async () => {
    const connected = streamAnswer();
    const { fetch } = scriptedFetch(
      new TypeError('fetch failed'),
      new TypeError('fetch failed'),
      connected,
      streamAnswer(),
    );
    const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => {});
    const seen = recorder();

    const events = openEventStream({ url, fetch, sleep, random: () => 0, ...seen });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    connected.send('data: x\n\n');
    await vi.waitFor(() => expect(seen.events).toHaveLength(1));
    connected.drop();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    events.close();
    await events.done;

    // Without the reset the third wait would be 4 s.
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 1000]);
  });

  it('retries a 503 after its Retry-After', async () => {
    const { fetch } = scriptedFetch(
      json(503, errorBody('SERVICE_UNAVAILABLE'), { 'Retry-After': '3' }),
      streamAnswer(),
    );
    const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => {});
    const seen = recorder();

    const events = openEventStream({ url, fetch, sleep, ...seen });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));

    expect(sleep).toHaveBeenCalledWith(3000, expect.any(AbortSignal));
    expect(seen.errors).toEqual([{ code: 'SERVICE_UNAVAILABLE', status: 503, fatal: false }]);
    events.close();
    await events.done;
  });

  it('reconnects when nothing, not even a heartbeat, arrives for 45 s', async () => {
    vi.useFakeTimers();
    const quiet = streamAnswer();
    const { fetch, connections } = scriptedFetch(quiet, streamAnswer());
    const seen = recorder();

    const events = openEventStream({ url, fetch, random: () => 0, ...seen });
    await vi.advanceTimersByTimeAsync(30_000);
    quiet.send(': heartbeat\n\n');
    await vi.advanceTimersByTimeAsync(44_999);
    expect(connections).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1);
    expect(connections[0]?.signal.aborted).toBe(true);
    expect(seen.errors).toEqual([{ code: 'REQUEST_TIMEOUT', status: 0, fatal: false }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(connections).toHaveLength(2);
    events.close();
    await events.done;
  });
});

describe('openEventStream: stopping', () => {
  it('close() during the wait stops every later connection', async () => {
    vi.useFakeTimers();
    const { fetch } = scriptedFetch(new TypeError('fetch failed'));

    const events = openEventStream({ url, fetch, random: () => 0, onEvent: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    events.close();
    await vi.advanceTimersByTimeAsync(60_000);
    await events.done;

    expect(fetch).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('close() on an open stream aborts it, cancels its body and reports nothing', async () => {
    const stream = streamAnswer();
    const { fetch, connections } = scriptedFetch(stream);
    const seen = recorder();

    const events = openEventStream({ url, fetch, ...seen });
    await vi.waitFor(() => expect(connections).toHaveLength(1));
    events.close();
    await events.done;

    expect(connections[0]?.signal.aborted).toBe(true);
    expect(stream.cancelled).toBe(true);
    expect(seen.errors).toEqual([]);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it.each([
    [404, 'CART_NOT_FOUND'],
    [400, 'TENANT_REQUIRED'],
    [403, 'FORBIDDEN'],
  ])('stops for good on %i %s and reports it as fatal', async (status, code) => {
    const { fetch } = scriptedFetch(json(status, errorBody(code)));
    const seen = recorder();

    const events = openEventStream({ url, fetch, sleep: async () => {}, ...seen });
    await events.done;

    expect(fetch).toHaveBeenCalledOnce();
    expect(seen.errors).toEqual([{ code, status, fatal: true }]);
  });

  it('stops for good when the answer is not an event stream', async () => {
    const { fetch } = scriptedFetch(json(200, { not: 'a stream' }));
    const seen = recorder();

    const events = openEventStream({ url, fetch, sleep: async () => {}, ...seen });
    await events.done;

    expect(fetch).toHaveBeenCalledOnce();
    expect(seen.errors).toEqual([{ code: 'INVALID_RESPONSE', status: 200, fatal: true }]);
  });

  it('stops without an error when the server answers 204', async () => {
    const { fetch } = scriptedFetch(() => new Response(null, { status: 204 }));
    const seen = recorder();

    const events = openEventStream({ url, fetch, sleep: async () => {}, ...seen });
    await events.done;

    expect(fetch).toHaveBeenCalledOnce();
    expect(seen.errors).toEqual([]);
  });
});
