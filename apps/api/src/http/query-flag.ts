import { z } from 'zod';

/**
 * A yes/no query parameter: `true`/`false` (also `1`/`0`, `yes`/`no`, `on`/`off`), as
 * the SDK and the spec's paths send it. Documented as a boolean, which is how a generated client
 * should type it (a query string carries `true` as the text `true`); zod's `stringbool` alone is
 * documented as a string.
 *
 * @example
 * querystring: z.object({ allowNonPending: queryFlag.optional() })
 */
export const queryFlag = z.stringbool().meta({ type: 'boolean' });
