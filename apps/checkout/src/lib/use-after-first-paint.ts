import { useEffect, useState } from 'react';

/**
 * False while a component renders for the first time, true from the render that follows its
 * first paint. The checkout renders what a phone shows first in one task, and what lies below
 * the fold (or is hidden on small screens) in the next, after the browser has painted: on a slow
 * phone the first screen appears without waiting for the rest (docs/decisions/0013-first-render.md).
 *
 * @example
 * const later = useAfterFirstPaint();
 * return <>{header}{later ? rest : null}</>;
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  // Effects run once the render that scheduled them is committed; the timer puts the next render
  // in a task of its own, after the browser's paint, whatever the renderer batches.
  useEffect(() => {
    const timer = setTimeout(() => setPainted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return painted;
}
