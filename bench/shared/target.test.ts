import { describe, expect, it } from 'vitest';
import { marked, meets, targetLabel } from './target.ts';

describe('targets', () => {
  it('meets an at-least target at or above its value', () => {
    expect(meets({ kind: 'atLeast', value: 0.95 }, 0.95)).toBe(true);
    expect(meets({ kind: 'atLeast', value: 0.95 }, 0.94)).toBe(false);
  });

  it('meets an at-most target at or below its value', () => {
    expect(meets({ kind: 'atMost', value: 200 }, 200)).toBe(true);
    expect(meets({ kind: 'atMost', value: 200 }, 201)).toBe(false);
  });

  it('never meets a target with a figure that was not measured', () => {
    expect(meets({ kind: 'atMost', value: 200 }, Number.NaN)).toBe(false);
  });

  it('marks figures and labels targets', () => {
    expect(marked('0.55', { kind: 'atLeast', value: 0.95 }, 0.55)).toBe('0.55 ✗');
    expect(marked('1', { kind: 'atLeast', value: 1 }, 1)).toBe('1 ✓');
    expect(marked('950 KB', undefined, 950_000)).toBe('950 KB');
    expect(targetLabel({ kind: 'atMost', value: 2 }, (v) => `${v} s`)).toBe('≤ 2 s');
  });
});
