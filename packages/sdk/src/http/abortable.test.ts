import { describe, expect, it } from 'vitest';
import { abortable, abortError } from './abortable.ts';

describe('abortError', () => {
  it('keeps an AbortError reason as it is', () => {
    const controller = new AbortController();
    controller.abort();
    expect(abortError(controller.signal)).toBe(controller.signal.reason);
    expect(abortError(controller.signal).name).toBe('AbortError');
  });

  it('turns any other reason into an AbortError', () => {
    const controller = new AbortController();
    controller.abort('left the page');
    expect(abortError(controller.signal)).toMatchObject({ name: 'AbortError' });
  });
});

describe('abortable', () => {
  it('settles like the promise while the signal stays quiet', async () => {
    const controller = new AbortController();
    await expect(abortable(Promise.resolve(7), controller.signal)).resolves.toBe(7);
    await expect(abortable(Promise.reject(new Error('no')), controller.signal)).rejects.toThrow(
      'no',
    );
    await expect(abortable(Promise.resolve(8))).resolves.toBe(8);
  });

  it('rejects with an AbortError when the signal aborts first', async () => {
    const controller = new AbortController();
    const waiting = abortable(new Promise<void>(() => undefined), controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects at once for a signal already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(abortable(Promise.resolve(1), controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
