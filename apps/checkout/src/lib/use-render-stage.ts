import { useEffect, useState } from 'react';

/**
 * Which stage of a screen's rendering is due: 0 in its first render, then one more in each task
 * after the last stage was committed and painted, up to `lastStage`. The checkout renders what a
 * phone shows first in one task and the rest in later ones, so no single task holds the whole
 * page and a slow phone shows the first screen without waiting for the rest
 * (docs/decisions/0013-first-render.md).
 *
 * @example
 * const stage = useRenderStage(2);
 * return <>{header}{stage >= 1 ? form : null}{stage >= 2 ? footer : null}</>;
 */
export function useRenderStage(lastStage: number): number {
  const [stage, setStage] = useState(0);
  // Effects run once the render that scheduled them is committed; the timer puts the next stage
  // in a task of its own, after the browser's paint, whatever the renderer batches.
  useEffect(() => {
    if (stage >= lastStage) return;
    const timer = setTimeout(() => setStage(stage + 1), 0);
    return () => clearTimeout(timer);
  }, [stage, lastStage]);
  return stage;
}
