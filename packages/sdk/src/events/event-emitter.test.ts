import { describe, expect, it, vi } from 'vitest';
import { createEventEmitter } from './event-emitter.ts';

interface TestEvents {
  added: { id: string };
  removed: { ids: string[] };
}

describe('createEventEmitter', () => {
  it('calls the listeners of an event with its payload, in order', () => {
    const events = createEventEmitter<TestEvents>();
    const calls: string[] = [];
    events.on('added', ({ id }) => calls.push(`first ${id}`));
    events.on('added', ({ id }) => calls.push(`second ${id}`));
    events.on('removed', () => calls.push('removed'));

    events.emit('added', { id: 'a' });

    expect(calls).toEqual(['first a', 'second a']);
  });

  it('gives onAny listeners every event with its type', () => {
    const events = createEventEmitter<TestEvents>();
    const seen = vi.fn();
    events.onAny(seen);

    events.emit('added', { id: 'a' });
    events.emit('removed', { ids: ['a'] });

    expect(seen.mock.calls).toEqual([
      [{ type: 'added', payload: { id: 'a' } }],
      [{ type: 'removed', payload: { ids: ['a'] } }],
    ]);
  });

  it('stops calling a listener once its stop function runs', () => {
    const events = createEventEmitter<TestEvents>();
    const listener = vi.fn();
    const anyListener = vi.fn();
    const stop = events.on('added', listener);
    const stopAny = events.onAny(anyListener);

    stop();
    stopAny();
    events.emit('added', { id: 'a' });

    expect(listener).not.toHaveBeenCalled();
    expect(anyListener).not.toHaveBeenCalled();
  });

  it('calls a function added twice twice, and stopping one leaves the other', () => {
    const events = createEventEmitter<TestEvents>();
    const listener = vi.fn();
    const stopFirst = events.on('added', listener);
    events.on('added', listener);

    stopFirst();
    events.emit('added', { id: 'a' });

    expect(listener).toHaveBeenCalledOnce();
  });

  it('still calls the other listeners when one throws, and reports the error', () => {
    const onListenerError = vi.fn();
    const events = createEventEmitter<TestEvents>({ onListenerError });
    const failure = new Error('listener bug');
    const after = vi.fn();
    events.on('added', () => {
      throw failure;
    });
    events.on('added', after);

    expect(() => events.emit('added', { id: 'a' })).not.toThrow();
    expect(after).toHaveBeenCalledOnce();
    expect(onListenerError).toHaveBeenCalledWith(failure, 'added');
  });

  it('rethrows a listener error in a microtask by default', async () => {
    const events = createEventEmitter<TestEvents>();
    const failure = new Error('listener bug');
    const microtasks: (() => void)[] = [];
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => microtasks.push(task));
    events.on('added', () => {
      throw failure;
    });

    events.emit('added', { id: 'a' });

    expect(microtasks).toHaveLength(1);
    expect(() => microtasks[0]?.()).toThrow(failure);
  });

  it('does not call a listener added during an emit until the next emit', () => {
    const events = createEventEmitter<TestEvents>();
    const late = vi.fn();
    events.on('added', () => {
      events.on('added', late);
    });

    events.emit('added', { id: 'a' });
    expect(late).not.toHaveBeenCalled();
    events.emit('added', { id: 'b' });
    expect(late).toHaveBeenCalledWith({ id: 'b' });
  });

  it('clear removes every listener', () => {
    const events = createEventEmitter<TestEvents>();
    const listener = vi.fn();
    events.on('added', listener);
    events.onAny(listener);

    events.clear();
    events.emit('added', { id: 'a' });

    expect(listener).not.toHaveBeenCalled();
  });
});
