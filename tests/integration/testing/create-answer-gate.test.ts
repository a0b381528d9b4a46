import { describe, expect, it } from 'vitest';
import { deferred } from '@storefront/sdk/testing';
import { createAnswerGate } from './create-answer-gate.ts';

/** A server that answers each call with its number, finishing only when told. */
function server() {
  const handled: string[] = [];
  const finish: Array<() => void> = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    handled.push(`start ${path}`);
    const done = deferred();
    finish.push(done.resolve);
    await done.promise;
    handled.push(`end ${path}`);
    return new Response(path);
  };
  return { fetch, handled, finish };
}

const url = (path: string) => `http://api.test${path}`;

describe('createAnswerGate', () => {
  it('lets the server handle matching calls one at a time and holds their answers until released', async () => {
    const { fetch, handled, finish } = server();
    const gate = createAnswerGate(fetch, { method: 'PUT', path: /^\/cart\// });
    const answers: string[] = [];
    const send = (path: string) =>
      gate.fetch(url(path), { method: 'PUT' }).then(async (r) => answers.push(await r.text()));

    const first = send('/cart/1');
    const second = send('/cart/2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(handled).toEqual(['start /cart/1']);
    finish[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(handled).toEqual(['start /cart/1', 'end /cart/1', 'start /cart/2']);
    finish[1]?.();
    await gate.whenHeld(2);

    expect(answers).toEqual([]);
    gate.held[1]?.release();
    await second;
    gate.held[0]?.release();
    await first;
    expect(answers).toEqual(['/cart/2', '/cart/1']);
    expect(gate.held.map((held) => held.url)).toEqual(['/cart/1', '/cart/2']);
  });

  it('passes other calls through, rejects a held answer whose caller aborts, and opens', async () => {
    const { fetch, finish } = server();
    const gate = createAnswerGate(fetch, { path: '/held' });
    const controller = new AbortController();

    const other = gate.fetch(url('/other'));
    finish[0]?.();
    expect(await (await other).text()).toBe('/other');

    const aborted = gate.fetch(url('/held'), { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    finish[1]?.();
    await gate.whenHeld(1);
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });

    const waiting = gate.fetch(url('/held'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    finish[2]?.();
    await gate.whenHeld(2);
    gate.open();
    expect(await (await waiting).text()).toBe('/held');
  });
});
