import { describe, expect, it, vi } from 'vitest';
import { reloadWhenRestored } from './reload-when-restored.ts';

function pageShow(persisted: boolean) {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  return event;
}

describe('reloadWhenRestored', () => {
  it('reloads a page the browser restored from its back/forward cache, not a fresh load', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    reloadWhenRestored(target, reload);
    target.dispatchEvent(pageShow(false));
    expect(reload).not.toHaveBeenCalled();
    target.dispatchEvent(pageShow(true));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
