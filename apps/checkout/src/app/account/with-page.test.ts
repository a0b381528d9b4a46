import { describe, expect, it } from 'vitest';
import { withPage } from './with-page.ts';

describe('withPage', () => {
  it('sets the 1-based page, and drops it for the first page', () => {
    expect(withPage('?tenant=demo', 1)).toBe('?tenant=demo&page=2');
    expect(withPage('?tenant=demo&page=3', 0)).toBe('?tenant=demo');
    expect(withPage('', 0)).toBe('');
  });
});
