import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RandomSource } from '../../platform/random-source.ts';
import type { Telemetry } from '../../platform/telemetry/telemetry.ts';
import type { SigningKeys } from './signing-keys.ts';
import type { SmsSender } from './sms-sender.ts';

/** What the sign-in rules use: the database, time, randomness, keys, and the SMS sender. */
export interface SignInContext {
  db: Db;
  clock: Clock;
  random: RandomSource;
  keys: SigningKeys;
  smsSender: SmsSender;
  /** `iss` of access tokens: the API's public URL. */
  issuer: string;
  /** Where codes sent and refused are counted (the app's metrics). */
  telemetry: Telemetry;
}
