import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { RandomSource } from './sandbox-plugin-options.ts';

/** Node's CSPRNG as the sandbox's random source, for hosts that have none of their own to give. */
export const nodeRandom: RandomSource = {
  uuid: () => randomUUID(),
  bytes: (size) => new Uint8Array(randomBytes(size)),
  int: (maxExclusive) => randomInt(maxExclusive),
};
