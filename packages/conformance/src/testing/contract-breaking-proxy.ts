import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/**
 * How the proxy breaks the contract:
 * - `error-body`: error answers carry `{message, code}` at the top instead of the documented
 *   `{"error": {...}}` (what many frameworks send by default);
 * - `cart-total`: a cart with lines answers a `totalAmount` 1 SAR above its rules' total;
 * - `idempotency`: placing a cart again answers a new order number, as if it made a second order.
 */
export type Breakage = 'error-body' | 'cart-total' | 'idempotency';

/** A running proxy: its base URL and how to stop it. */
export interface ContractBreakingProxy {
  url: string;
  close(): Promise<void>;
}

// Hop-by-hop and length headers are the proxy's own; the body is asked for unencoded, to rewrite.
const droppedRequestHeaders = ['host', 'connection', 'content-length', 'accept-encoding'];
const droppedResponseHeaders = [
  'connection',
  'content-length',
  'content-encoding',
  'transfer-encoding',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function bodyOf(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length === 0 ? undefined : Uint8Array.from(Buffer.concat(chunks));
}

/**
 * A backend that breaks the contract: forwards every call to `target` (event streams included)
 * and rewrites the JSON answers as `breakages` say.
 *
 * @example
 * const proxy = await startContractBreakingProxy(baseUrl, ['cart-total']);
 * await runConformance({ baseUrl: proxy.url, tenant: 'demo' });
 * await proxy.close();
 */
export async function startContractBreakingProxy(
  target: string,
  breakages: readonly Breakage[],
): Promise<ContractBreakingProxy> {
  const placed = new Map<string, number>();

  function rewrite(path: string, status: number, body: unknown): unknown {
    if (!isRecord(body)) return body;
    const { error } = body;
    if (breakages.includes('error-body') && isRecord(error) && typeof error['code'] === 'string') {
      return { message: error['message'], code: error['code'] };
    }
    const { cartItems, totalAmount } = body;
    if (
      breakages.includes('cart-total') &&
      Array.isArray(cartItems) &&
      cartItems.length > 0 &&
      typeof totalAmount === 'number'
    ) {
      return { ...body, totalAmount: totalAmount + 1 };
    }
    const cartId = /\/api\/app\/cart\/([^/]+)\/process/.exec(path)?.[1];
    if (breakages.includes('idempotency') && cartId !== undefined && status === 200) {
      const times = (placed.get(cartId) ?? 0) + 1;
      placed.set(cartId, times);
      if (times > 1) return { ...body, orderNumber: `${String(body['orderNumber'])}-${times}` };
    }
    return body;
  }

  const server = createServer((request, response) => {
    const upstream = new AbortController();
    response.on('close', () => upstream.abort());
    void (async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (droppedRequestHeaders.includes(name) || value === undefined) continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const path = request.url ?? '/';
      const method = request.method ?? 'GET';
      const body = method === 'GET' || method === 'HEAD' ? undefined : await bodyOf(request);
      const answer = await fetch(new URL(path, target), {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: upstream.signal,
      });
      const answerHeaders = Object.fromEntries(
        [...answer.headers].filter(([name]) => !droppedResponseHeaders.includes(name)),
      );
      if (!(answer.headers.get('content-type') ?? '').includes('application/json')) {
        response.writeHead(answer.status, answerHeaders);
        // An event stream ends when its client goes: the abort that ends the upstream then
        // rejects the pipeline, which the catch below absorbs.
        // The DOM's ReadableStream type and node's differ only in their typings.
        if (answer.body)
          await pipeline(Readable.fromWeb(answer.body as WebReadableStream), response);
        else response.end();
        return;
      }
      const json = JSON.stringify(rewrite(path, answer.status, await answer.json()));
      response.writeHead(answer.status, answerHeaders).end(json);
    })().catch((error: unknown) => {
      if (response.writableEnded || response.destroyed) return;
      if (!response.headersSent) response.writeHead(502);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
