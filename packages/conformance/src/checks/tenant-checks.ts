import { apiPaths } from '@storefront/sdk';
import type { ConformanceContext } from '../runner/conformance-context.ts';
import { expectErrorAnswer } from '../runner/expect.ts';

/**
 * The tenant header (docs/product/wire-conventions.md, "Tenant"): the settings answer fits its
 * schema; no `__tenant` answers 400 `TENANT_REQUIRED` and an unknown one 404 `TENANT_NOT_FOUND`,
 * both in the documented error body.
 */
export async function tenantChecks(context: ConformanceContext): Promise<void> {
  const group = context.run.group('tenant');
  const settingsPath = apiPaths.paymentAndTaxSettings;

  context.settings = await group.check('the settings answer matches the contract schema', () =>
    context.api.settings.paymentAndTax(),
  );

  await group.check('a call without __tenant answers 400 TENANT_REQUIRED', async () => {
    expectErrorAnswer(await context.rawGet(settingsPath, {}), {
      status: 400,
      code: 'TENANT_REQUIRED',
    });
  });

  await group.check('an unknown tenant answers 404 TENANT_NOT_FOUND', async () => {
    const unknown = `conformance-unknown-${crypto.randomUUID()}`;
    expectErrorAnswer(await context.rawGet(settingsPath, { __tenant: unknown }), {
      status: 404,
      code: 'TENANT_NOT_FOUND',
    });
  });
}
