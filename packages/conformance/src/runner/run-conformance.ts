import { cartChecks } from '../checks/cart-checks.ts';
import { catalogueChecks } from '../checks/catalogue-checks.ts';
import { eventStreamChecks } from '../checks/event-stream-checks.ts';
import { signInChecks } from '../checks/sign-in-checks.ts';
import { submitChecks } from '../checks/submit-checks.ts';
import { tenantChecks } from '../checks/tenant-checks.ts';
import { reportOf, type ConformanceReport } from '../report/conformance-report.ts';
import { createCheckRun } from './check-run.ts';
import { createConformanceContext } from './conformance-context.ts';
import type { ConformanceOptions } from './conformance-options.ts';

/**
 * Drives the contract's behaviours against a backend and reports each check. Groups run in order
 * (later ones use what earlier ones found: the settings, the product, the signed-in shopper); a
 * failing check never stops the others, and a check that needs one that did not pass is skipped,
 * naming it.
 *
 * @example
 * const report = await runConformance({ baseUrl: 'https://api.example.com', tenant: 'my-shop' });
 * report.summary; // { passed: 27, failed: 0, skipped: 0 }
 */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const startedAt = new Date().toISOString();
  const run = createCheckRun();
  const context = createConformanceContext(options, run);
  await tenantChecks(context);
  await catalogueChecks(context);
  await cartChecks(context);
  await eventStreamChecks(context);
  await signInChecks(context);
  await submitChecks(context);
  return reportOf({ baseUrl: options.baseUrl, tenant: options.tenant, startedAt }, run.outcomes);
}
