import { connect } from 'node:net';
import { errorBodySchema } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { parserErrorAnswer } from './client-error.ts';

/** Writes `request` as raw bytes to the listening app and reads the whole answer. */
function rawRequest(port: number, request: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) as unknown });
    });
  });
}

describe('requests the HTTP parser refuses', () => {
  let test: TestApp;
  let port: number;
  beforeAll(async () => {
    test = await buildTestApp();
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const address = test.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => test.close());

  it.each([
    [
      'bad chunked encoding',
      'POST /api/app/otp HTTP/1.1\r\nHost: x\r\n__tenant: demo\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n',
    ],
    [
      'a control character in a header',
      'GET /health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n',
    ],
    ['an unknown method', 'FROB /health HTTP/1.1\r\nHost: x\r\n\r\n'],
    [
      'two different Content-Lengths',
      'POST /health HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
    ],
  ])(
    'answers %s 400 MALFORMED_REQUEST with the ABP body, in Arabic by default',
    async (_label, request) => {
      const answer = await rawRequest(port, request);
      expect(answer.status).toBe(400);
      expect(errorBodySchema.parse(answer.body).error).toMatchObject({
        code: 'MALFORMED_REQUEST',
        message: 'الطلب غير سليم ولا يمكن قراءته.',
      });
    },
  );

  it('answers in English when the request asked for it before the fault', async () => {
    const answer = await rawRequest(
      port,
      'GET /health HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nX-Bad: a\u0001b\r\n\r\n',
    );
    expect(errorBodySchema.parse(answer.body).error.message).toBe(
      'The request is malformed and could not be read.',
    );
  });

  it('answers headers over 16 KB 431 HEADERS_TOO_LARGE, and a URL that long too', async () => {
    const headers = await rawRequest(
      port,
      `GET /health HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(headers.status).toBe(431);
    expect(errorBodySchema.parse(headers.body).error).toMatchObject({
      code: 'HEADERS_TOO_LARGE',
      message: 'The request address or headers are too large.',
    });
    const url = await rawRequest(
      port,
      `GET /health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(url.status).toBe(431);
    expect(errorBodySchema.parse(url.body).error.code).toBe('HEADERS_TOO_LARGE');
  });
});

describe('parserErrorAnswer', () => {
  it('answers a request that timed out 408 REQUEST_TIMEOUT', () => {
    const answer = parserErrorAnswer({ code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    expect(answer.startsWith('HTTP/1.1 408 Request Timeout\r\n')).toBe(true);
    expect(answer).toContain('"code":"REQUEST_TIMEOUT"');
  });
});
