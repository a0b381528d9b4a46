import type { RandomSource } from '../sandbox-plugin-options.ts';

/**
 * A random source whose uuids count up (`00000000-0000-4000-8000-000000000001`, …), so a test
 * knows every id the sandbox hands out.
 */
export function sequentialRandom(): RandomSource {
  let counter = 0;
  return {
    uuid: () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
    bytes: (size) => new Uint8Array(size).map((_, index) => (counter + index) % 256),
    int: (maxExclusive) => counter % maxExclusive,
  };
}
