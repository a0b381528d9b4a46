import { PassThrough } from 'node:stream';
import { cartSources } from '@storefront/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIds } from '@storefront/api/seed';
import { buildTestApp } from '@storefront/api/testing';
import { deferred } from '@storefront/sdk/testing';
import { createInjectFetch } from './create-inject-fetch.ts';
import { createTestSdk } from './create-test-sdk.ts';

/** A 1×1 PNG, the smallest receipt the API takes. */
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('createInjectFetch over a small app', () => {
  let app: FastifyInstance;
  const released = deferred();
  const streamClosed = deferred();
  let stream: PassThrough | undefined;

  beforeAll(async () => {
    app = Fastify();
    // Bodies other than JSON are echoed as text, so a test sees the bytes the bridge sent.
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    app.all('/echo/*', async (request, reply) =>
      reply.header('x-answered', ['one', 'two']).send({
        method: request.method,
        url: request.url,
        contentType: request.headers['content-type'] ?? null,
        tenant: request.headers.__tenant ?? null,
        body: request.body ?? null,
      }),
    );
    app.get('/nothing', async (_request, reply) => reply.code(204).send());
    app.get('/slow', async () => {
      await released.promise;
      return { late: true };
    });
    app.get('/stream', (_request, reply) => {
      stream = new PassThrough();
      stream.once('close', () => streamClosed.resolve());
      stream.write('first\n');
      void reply.type('text/plain').send(stream);
    });
    await app.ready();
  });
  afterAll(async () => {
    released.resolve();
    await app.close();
  });

  const url = (path: string) => `http://api.test${path}`;

  it('forwards method, path, query, headers and a JSON body, and answers status, headers and body', async () => {
    const fetch = createInjectFetch(app);
    const response = await fetch(url('/echo/a?x=1&x=2'), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', __tenant: 'demo' },
      body: JSON.stringify({ quantity: 3 }),
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-answered')).toBe('one, two');
    expect(await response.json()).toEqual({
      method: 'PUT',
      url: '/echo/a?x=1&x=2',
      contentType: 'application/json',
      tenant: 'demo',
      body: { quantity: 3 },
    });
  });

  it('sends FormData as multipart with its boundary, and URLSearchParams form-encoded', async () => {
    const fetch = createInjectFetch(app);
    const form = new FormData();
    form.append('receipt', new Blob([pngBytes], { type: 'image/png' }), 'receipt.png');
    const multipart = (await (
      await fetch(url('/echo/upload'), { method: 'POST', body: form })
    ).json()) as { contentType: string; body: string };
    const encoded = (await (
      await fetch(url('/echo/token'), {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'a b' }),
      })
    ).json()) as { contentType: string; body: string };

    const boundary = /boundary=(.+)$/.exec(multipart.contentType)?.[1];
    expect(multipart.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.body).toContain(`--${boundary}\r\n`);
    expect(multipart.body).toContain(
      'Content-Disposition: form-data; name="receipt"; filename="receipt.png"\r\nContent-Type: image/png',
    );
    expect(encoded).toMatchObject({
      contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
      body: 'grant_type=refresh_token&refresh_token=a+b',
    });
  });

  it('answers a 204 without a body', async () => {
    const response = await createInjectFetch(app)(url('/nothing'));

    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('streams an answer as it is written, and a cancelled body ends the server’s stream', async () => {
    const response = await createInjectFetch(app)(url('/stream'));
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();

    expect(decoder.decode((await reader?.read())?.value)).toBe('first\n');
    stream?.write('second\n');
    expect(decoder.decode((await reader?.read())?.value)).toBe('second\n');
    await reader?.cancel();
    await streamClosed.promise;
    expect(stream?.destroyed).toBe(true);
  });

  it('rejects with an AbortError when aborted before the answer', async () => {
    const controller = new AbortController();
    const answer = createInjectFetch(app)(url('/slow'), { signal: controller.signal });
    controller.abort();

    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('createInjectFetch over the reference API', () => {
  it('uploads a bank-transfer receipt as the SDK sends it (multipart FormData)', async () => {
    const test = await buildTestApp();
    try {
      const { api } = createTestSdk(createInjectFetch(test.app));
      const cart = await api.carts.create(cartSources.website);

      const answered = await api.carts.setBankTransferInfo(cart.id, {
        transferorName: 'Sara Ahmed',
        bankAccountId: seedIds.bankAccounts.demoAlRajhi,
        receipt: new File([pngBytes], 'receipt.png', { type: 'image/png' }),
      });

      expect(answered.id).toBe(cart.id);
    } finally {
      await test.close();
    }
  }, 60_000);
});
