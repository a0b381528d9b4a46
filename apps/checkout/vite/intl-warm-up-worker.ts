import type { Plugin } from 'vite';
import { intlWarmUpPath, intlWarmUpWorker } from '../src/app/shared/first-screen/intl-warm-up.ts';

/**
 * Emits the `Intl` warm-up worker the pages' first-paint loader starts (src/app/shared/first-screen/
 * intl-warm-up.ts) at the root of `dist/`, as the text it is: a classic worker script of the
 * page's own origin, which its `script-src 'self'` allows. The checkout's build, which empties
 * `dist/`, emits it for every page.
 */
export function intlWarmUpWorkerFile(): Plugin {
  return {
    name: 'checkout-intl-warm-up-worker',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: intlWarmUpPath.slice(1),
        source: intlWarmUpWorker,
      });
    },
  };
}
