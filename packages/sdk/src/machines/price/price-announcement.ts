import type { PriceAmount } from '@storefront/contracts';
import type { MachineError } from '../shared/machine-error.ts';

/** What the price flow announces: new amounts, and errors ("error counts a retry and reports"). */
export type PriceAnnouncement =
  { type: 'amountsUpdated'; amount: PriceAmount } | { type: 'error'; error: MachineError };
