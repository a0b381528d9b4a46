import { randomBytes, randomInt, randomUUID } from 'node:crypto';

/**
 * Every random value the API makes (ids, tokens, one-time codes), from a CSPRNG in production and
 * injectable so tests can pin them.
 */
export interface RandomSource {
  /** A random (version 4) UUID. */
  uuid(): string;
  /** `size` random bytes. */
  bytes(size: number): Uint8Array;
  /** A uniform integer in `[0, maxExclusive)`. */
  int(maxExclusive: number): number;
}

/** Node's cryptographically secure generator. */
export const cryptoRandom: RandomSource = {
  uuid: () => randomUUID(),
  bytes: (size) => new Uint8Array(randomBytes(size)),
  int: (maxExclusive) => randomInt(maxExclusive),
};
