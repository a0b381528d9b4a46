import { describe, expect, it, vi } from 'vitest';
import { guardedAnnounce } from './announce.ts';

describe('guardedAnnounce', () => {
  it('passes events to the host', () => {
    const host = vi.fn();
    guardedAnnounce(host)({ type: 'cartUpdated' });
    expect(host).toHaveBeenCalledWith({ type: 'cartUpdated' });
  });

  it('reports a throwing listener on a later tick instead of throwing into the flow', () => {
    const reported: VoidFunction[] = [];
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((callback) =>
      reported.push(callback),
    );
    const failure = new Error('listener broke');
    const announce = guardedAnnounce(() => {
      throw failure;
    });
    expect(() => announce({ type: 'cartUpdated' })).not.toThrow();
    expect(reported).toHaveLength(1);
    expect(() => reported[0]?.()).toThrow(failure);
  });

  it('announces to nobody without a host', () => {
    expect(() => guardedAnnounce(undefined)({ type: 'cartUpdated' })).not.toThrow();
  });
});
