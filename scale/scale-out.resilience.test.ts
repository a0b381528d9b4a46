import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { connectTokenClientId, connectTokenScope } from '@storefront/contracts';
import { createSseParser, type ServerSentEvent } from '@storefront/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScaleStack, type ScaleStack } from './scale-stack.ts';

const coffee250g = {
  productId: '7d3f0b8e-1c2a-4e5b-9f72-000000000001',
  priceId: '7d3f0b8e-1c2a-4e5b-9f73-000000000001',
  quantity: 1,
};

function json(body: unknown, extra: Record<string, string> = {}) {
  return {
    headers: { 'content-type': 'application/json', __tenant: 'demo', ...extra },
    body: JSON.stringify(body),
  };
}

async function newCartWithCoffee(baseUrl: string, headers: Record<string, string> = {}) {
  const created = await fetch(`${baseUrl}/api/app/cart/new-cart`, {
    method: 'POST',
    ...json({ source: 0 }, headers),
  });
  expect(created.status).toBe(200);
  const { id } = (await created.json()) as { id: string };
  await addCoffee(baseUrl, id, headers);
  return id;
}

async function addCoffee(baseUrl: string, cartId: string, headers: Record<string, string> = {}) {
  const added = await fetch(`${baseUrl}/api/app/cart/cart-items/${cartId}`, {
    method: 'POST',
    ...json([coffee250g], headers),
  });
  expect(added.status, await added.clone().text()).toBe(200);
}

/**
 * An `EventSource` as the browser runs one: reads the cart stream and, when it ends, reconnects
 * with `Last-Event-ID` until stopped. Records each event with the time it arrived.
 */
function followCartStream(url: string) {
  const events: (ServerSentEvent & { at: number })[] = [];
  let reconnects = 0;
  const controller = new AbortController();
  let lastEventId = '';
  const done = (async () => {
    while (!controller.signal.aborted) {
      try {
        const response = await fetch(url, {
          headers: lastEventId ? { 'last-event-id': lastEventId } : {},
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
        const parser = createSseParser((event) => {
          events.push({ ...event, at: Date.now() });
          lastEventId = event.lastEventId;
        }, lastEventId);
        const decoder = new TextDecoder();
        for await (const chunk of response.body) {
          parser.feed(decoder.decode(chunk, { stream: true }));
        }
      } catch {
        // Ended or refused: reconnect as EventSource does, after a pause.
      }
      if (controller.signal.aborted) break;
      reconnects += 1;
      await delay(500);
    }
  })();
  return {
    events,
    reconnects: () => reconnects,
    async stop() {
      controller.abort();
      await done;
    },
  };
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<number> {
  const startedAt = Date.now();
  while (!check()) {
    if (Date.now() - startedAt > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await delay(10);
  }
  return Date.now() - startedAt;
}

/** Signs a customer in through the balancer; the code is read from the instance that sent it. */
async function signIn(stack: ScaleStack, localNumber: string) {
  const sent = await fetch(`${stack.url}/api/app/otp`, {
    method: 'POST',
    ...json({ mobileNumber: localNumber, purpose: 0 }),
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  const { token: otpToken } = (await sent.json()) as { token: string };
  let code: string | undefined;
  for (const instance of stack.instances) {
    const outbox = await fetch(`${instance.url}/dev/otp-outbox?mobileNumber=${localNumber}`, {
      headers: { __tenant: 'demo' },
    });
    if (!outbox.ok) continue;
    code = ((await outbox.json()) as { code: string }).code;
    break;
  }
  expect(code).toBeDefined();
  const token = await fetch(`${stack.url}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', __tenant: 'demo' },
    body: new URLSearchParams({
      grant_type: 'mobile_number',
      client_id: connectTokenClientId,
      scope: connectTokenScope,
      otp: code ?? '',
      token: otpToken,
    }).toString(),
  });
  expect(token.status, await token.clone().text()).toBe(200);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  return { otpToken, headers: { authorization: `Bearer ${accessToken}` } };
}

/** A cart named for a signed-in shopper, ready to process. */
async function readyCart(stack: ScaleStack, localNumber: string) {
  const shopper = await signIn(stack, localNumber);
  const cartId = await newCartWithCoffee(stack.url, shopper.headers);
  const named = await fetch(
    `${stack.url}/api/app/cart/customer/${cartId}?name=Sara&mobileNumber=${localNumber}&otpToken=${shopper.otpToken}`,
    { method: 'PUT', ...json({}, shopper.headers) },
  );
  expect(named.status, await named.clone().text()).toBe(200);
  return { cartId, headers: shopper.headers };
}

/**
 * Two API instances on one PostgreSQL behind nginx (docs/scale-out.md): what a shopper sees must
 * not depend on which instance answers, or on one of them or the database going away.
 */
describe('scale-out: two instances, one PostgreSQL, nginx in front', () => {
  let stack: ScaleStack;
  let workdir: string;

  beforeAll(async () => {
    workdir = await mkdtemp(path.join(os.tmpdir(), 'storefront-scale-test-'));
    stack = await startScaleStack(workdir);
  }, 300_000);

  afterAll(async () => {
    await stack?.stop();
    await rm(workdir, { recursive: true, force: true });
  });

  it('passes a change made through one instance to a stream held on the other within 1 s', async () => {
    const [a, b] = stack.instances;
    const cartId = await newCartWithCoffee(a.url);
    const stream = followCartStream(`${b.url}/api/sse/cart?cartId=${cartId}&__tenant=demo`);
    try {
      await delay(1_000); // the stream is open and listening
      const before = stream.events.length;
      const changedAt = Date.now();
      await addCoffee(a.url, cartId);
      await waitUntil(() => stream.events.length > before, 1_000);
      expect(stream.events.at(-1)?.type).toBe('cartUpdated');
      expect((stream.events.at(-1)?.at ?? 0) - changedAt).toBeLessThan(1_000);
    } finally {
      await stream.stop();
    }
  });

  it('streams through nginx unbuffered', async () => {
    const cartId = await newCartWithCoffee(stack.url);
    const stream = followCartStream(`${stack.url}/api/sse/cart?cartId=${cartId}&__tenant=demo`);
    try {
      await delay(1_000);
      const before = stream.events.length;
      await addCoffee(stack.url, cartId);
      await waitUntil(() => stream.events.length > before, 1_000);
    } finally {
      await stream.stop();
    }
  });

  it('makes one order of 10 parallel process calls spread over both instances', async () => {
    const { cartId, headers } = await readyCart(stack, '0512300701');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        fetch(`${stack.instances[index % 2]?.url}/api/app/cart/${cartId}/process?paymentMethod=1`, {
          method: 'POST',
          headers: { ...headers, __tenant: 'demo' },
        }).then(async (response) => ({ status: response.status, body: await response.text() })),
      ),
    );
    const orderNumbers = new Set(
      answers
        .filter((answer) => answer.status === 200)
        .map((answer) => (JSON.parse(answer.body) as { orderNumber: string }).orderNumber),
    );
    expect(orderNumbers.size).toBe(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const orders = await fetch(`${stack.url}/api/app/cart/orders?MaxResultCount=50`, {
      headers: { ...headers, __tenant: 'demo' },
    });
    const { items } = (await orders.json()) as { items: { cartId?: string }[] };
    expect(items.filter((order) => order.cartId === cartId).length).toBeLessThanOrEqual(1);
  });

  it('holds the one-time-code limit across instances', async () => {
    const statuses: number[] = [];
    for (let send = 0; send < 4; send += 1) {
      const instance = stack.instances[send % 2];
      const answer = await fetch(`${instance?.url}/api/app/otp`, {
        method: 'POST',
        ...json({ mobileNumber: '0512300702', purpose: 0 }),
      });
      statuses.push(answer.status);
    }
    // Three codes per number per 10 minutes, whichever instance sends them.
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('lets a shopper finish through the other instance when one is killed mid-checkout', async () => {
    const { cartId, headers } = await readyCart(stack, '0512300703');
    const [a] = stack.instances;
    await a.kill();
    try {
      const processed = await fetch(`${stack.url}/api/app/cart/${cartId}/process?paymentMethod=1`, {
        method: 'POST',
        headers: { ...headers, __tenant: 'demo' },
      });
      expect(processed.status, await processed.clone().text()).toBe(200);
      const after = await fetch(`${stack.url}/api/app/cart/${cartId}?allowNonPending=true`, {
        headers: { ...headers, __tenant: 'demo' },
      });
      expect(((await after.json()) as { status: string }).status).toBe('completed');
    } finally {
      await a.start();
    }
  });

  it('resumes the streams after a PostgreSQL restart, losing no event', async () => {
    if (process.env['DATABASE_URL']) return; // a given server is not ours to restart
    const cartId = await newCartWithCoffee(stack.url);
    const streams = stack.instances.map((instance) =>
      followCartStream(`${instance.url}/api/sse/cart?cartId=${cartId}&__tenant=demo`),
    );
    try {
      await delay(1_000);
      await addCoffee(stack.url, cartId); // before the restart
      const restartedAt = Date.now();
      await stack.postgres.restart();
      // The first change the API accepts again, and when each stream has it.
      let accepted = false;
      while (!accepted) {
        const answer = await fetch(`${stack.url}/api/app/cart/cart-items/${cartId}`, {
          method: 'POST',
          ...json([coffee250g]),
        });
        accepted = answer.ok;
        if (!accepted) await delay(200);
      }
      await addCoffee(stack.url, cartId);
      const expected = 3; // three changes after the streams opened
      const reconnectMs = await waitUntil(
        () =>
          streams.every(
            (stream) => new Set(stream.events.map((e) => e.lastEventId)).size >= expected,
          ),
        30_000,
      );
      for (const stream of streams) {
        const ids = stream.events.map((event) => Number(event.lastEventId));
        // Every event once, in order: a replay after a reconnection repeats nothing and skips nothing.
        expect(ids).toEqual([...new Set(ids)].sort((x, y) => x - y));
        const quantities = stream.events.map((event) =>
          (JSON.parse(event.data) as { cartItems: { quantity: number }[] }).cartItems.reduce(
            (sum, line) => sum + line.quantity,
            0,
          ),
        );
        expect(quantities.slice(-3)).toEqual([2, 3, 4]);
      }
      console.log(
        `PostgreSQL restart: streams had every event ${Date.now() - restartedAt} ms after the restart began (${reconnectMs} ms after the API took writes again)`,
      );
    } finally {
      await Promise.all(streams.map((stream) => stream.stop()));
    }
  });
  it('takes 1,200 simultaneous submits through the balancer without a reset, making one order', async () => {
    const { cartId, headers } = await readyCart(stack, '0512300704');
    const startedAt = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 1_200 }, () =>
        fetch(`${stack.url}/api/app/cart/${cartId}/process?paymentMethod=1`, {
          method: 'POST',
          headers: { ...headers, __tenant: 'demo' },
        }).then(
          async (response) => ({ status: response.status, body: await response.text() }),
          (error: unknown) => ({ status: 0, body: String((error as Error).cause ?? error) }),
        ),
      ),
    );
    const resets = answers.filter((answer) => answer.status === 0);
    const statuses = [...new Set(answers.map((answer) => answer.status))].sort();
    console.log(
      `1,200 simultaneous submits through nginx: ${resets.length} resets, statuses ${statuses.join(', ')}, ${Date.now() - startedAt} ms`,
    );
    expect(resets.map((answer) => answer.body).slice(0, 3)).toEqual([]);
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.status);
    const orderNumbers = new Set(
      answers
        .filter((answer) => answer.status === 200)
        .map((answer) => (JSON.parse(answer.body) as { orderNumber: string }).orderNumber),
    );
    expect(orderNumbers.size).toBe(1);
  }, 60_000);

  it('answers only JSON 503s with Retry-After while PostgreSQL is down, never a 500 or HTML', async () => {
    if (process.env['DATABASE_URL']) return; // a given server is not ours to stop
    const cartId = await newCartWithCoffee(stack.url);
    const seen = new Map<string, number>();
    const unexpected: string[] = [];
    let writing = true;
    const writer = (async () => {
      while (writing) {
        try {
          // A write that can be repeated endlessly (adding items would run out of stock).
          const answer = await fetch(`${stack.url}/api/app/cart/${cartId}`, {
            method: 'PUT',
            ...json({ notes: `write ${Date.now()}` }, { 'accept-language': 'en' }),
          });
          const body = await answer.text();
          const type = answer.headers.get('content-type') ?? '';
          const key = `${answer.status} ${type.split(';')[0]}`;
          seen.set(key, (seen.get(key) ?? 0) + 1);
          if (answer.status !== 200) {
            const code = type.includes('json')
              ? (JSON.parse(body) as { error?: { code?: string } }).error?.code
              : undefined;
            if (
              answer.status !== 503 ||
              code !== 'SERVICE_UNAVAILABLE' ||
              answer.headers.get('retry-after') === null
            ) {
              unexpected.push(`${answer.status} ${type}: ${body.slice(0, 120)}`);
            }
          }
        } catch (error) {
          unexpected.push(`no answer: ${String(error)}`);
        }
        await delay(50);
      }
    })();
    try {
      await delay(500);
      await stack.postgres.restart(async () => {
        await delay(3_000);
        for (const instance of stack.instances) {
          const ready = await fetch(`${instance.url}/health/ready`);
          expect(ready.status).toBe(503);
          expect(await ready.json()).toEqual({ status: 'unavailable', database: 'down' });
          expect((await fetch(`${instance.url}/health/live`)).status).toBe(200);
        }
        await delay(2_000);
      });
      // Until both instances are ready again.
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const ready = await Promise.all(
          stack.instances.map((instance) => fetch(`${instance.url}/health/ready`)),
        );
        if (ready.every((answer) => answer.ok)) break;
        await delay(100);
      }
      await delay(500);
    } finally {
      writing = false;
      await writer;
    }
    console.log(
      `PostgreSQL down for 5 s under writes through nginx: ${JSON.stringify(Object.fromEntries(seen))}`,
    );
    expect(unexpected).toEqual([]);
    expect(seen.get('503 application/json') ?? 0).toBeGreaterThan(0);
    expect([...seen.keys()].sort()).toEqual(['200 application/json', '503 application/json']);
  }, 90_000);

  // Last: it spends this address's sign-in calls for the minute.
  it('holds the per-address sign-in limit across both instances, whatever X-Forwarded-For says', async () => {
    const limit = 20; // SIGN_IN_RATE_LIMIT's default, per address per minute
    const statuses: number[] = [];
    for (let send = 0; send < 60; send += 1) {
      const answer = await fetch(`${stack.url}/api/app/otp`, {
        method: 'POST',
        ...json(
          { mobileNumber: `05123008${String(send).padStart(2, '0')}`, purpose: 0 },
          { 'x-forwarded-for': `203.0.113.${send}` },
        ),
      });
      statuses.push(answer.status);
    }
    const accepted = statuses.filter((status) => status === 200).length;
    console.log(`Spoofed sign-ins accepted through the balancer: ${accepted} of 60`);
    // Earlier tests spent some of this address's calls in the same minute.
    expect(accepted).toBeLessThanOrEqual(limit);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(
      true,
    );
  });
});
