// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../testing/render-page.ts';
import { useAfterFirstPaint } from './use-after-first-paint.ts';

describe('useAfterFirstPaint', () => {
  it('is false in the first render and true in the one after its effects ran', async () => {
    const seen: boolean[] = [];
    const { result, rerender } = renderHook(() => {
      const later = useAfterFirstPaint();
      seen.push(later);
      return later;
    });
    expect(seen[0]).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    rerender();
    expect(seen.slice(1)).not.toContain(false);
  });
});
