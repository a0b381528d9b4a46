import { describe, expect, it } from 'vitest';
import { exitCodes, main } from './cli/main.ts';
import type { ConformanceReport } from './report/conformance-report.ts';
import { startContractBreakingProxy, type Breakage } from './testing/contract-breaking-proxy.ts';
import { useReferenceApi, runTimeout } from './testing/reference-api.ts';
import { runCommand } from './testing/run-command.ts';

// The runner catches a backend that breaks the contract: the reference API behind a proxy that
// breaks one rule at a time. Exactly the checks of that rule fail (the ones that need them are
// skipped), the others still pass, and the command exits 1.
describe('the conformance runner against a backend that breaks the contract', () => {
  const api = useReferenceApi();

  async function runThrough(breakage: Breakage) {
    const proxy = await startContractBreakingProxy(api.baseUrl(), [breakage]);
    try {
      const { code, stdout } = await runCommand(main, [
        ...['--base-url', proxy.url, '--tenant', 'demo', '--json'],
        ...['--otp-outbox', `${proxy.url}/dev/otp-outbox`],
      ]);
      const report = JSON.parse(stdout) as ConformanceReport;
      const named = (status: string) =>
        report.outcomes
          .filter((outcome) => outcome.status === status)
          .map((outcome) => outcome.name);
      return { code, report, failed: named('fail'), skipped: named('skip'), passed: named('pass') };
    } finally {
      await proxy.close();
    }
  }

  it(
    'reports every error answer outside the documented body',
    { timeout: runTimeout },
    async () => {
      const { code, report, failed, skipped, passed } = await runThrough('error-body');

      expect(failed).toEqual([
        'a call without __tenant answers 400 TENANT_REQUIRED',
        'an unknown tenant answers 404 TENANT_NOT_FOUND',
        'a quantity of 0 answers 400 VALIDATION_ERROR naming quantity',
        'a negative quantity answers 400 VALIDATION_ERROR naming quantity',
        'an unknown cart id answers 404 CART_NOT_FOUND',
        'a number that is not a Saudi mobile answers 400 VALIDATION_ERROR naming mobileNumber',
        'without a token, current-user answers 401 UNAUTHORIZED',
        'a placed cart refuses changes with 409 CART_ALREADY_COMPLETED',
      ]);
      expect(skipped).toEqual(['the refused changes left the cart as it was']);
      expect(passed).toContain('placing it again answers the same order');
      expect(
        report.outcomes.find((outcome) => outcome.name.startsWith('an unknown tenant')),
      ).toMatchObject({
        expected: expect.stringContaining('404 {"error": {"code": "TENANT_NOT_FOUND"') as unknown,
        actual: expect.stringMatching(
          /^404 \{"message":.*"code":"TENANT_NOT_FOUND"\} \(not the documented error body\)$/,
        ) as unknown,
      });
      expect(code).toBe(exitCodes.failed);
    },
  );

  it('reports cart totals that do not follow the rules', { timeout: runTimeout }, async () => {
    const { code, report, failed } = await runThrough('cart-total');

    expect(failed).toEqual([
      'totals after adding follow the contract',
      'totals after the change follow the contract',
    ]);
    expect(report.outcomes.find((outcome) => outcome.name === failed[0])).toMatchObject({
      expected: expect.stringMatching(/^totalAmount \d+(\.\d+)? \(tax 15 %\)$/) as unknown,
      actual: expect.stringMatching(/^totalAmount \d+(\.\d+)?$/) as unknown,
    });
    expect(code).toBe(exitCodes.failed);
  });

  it('reports a repeated submit that answers another order', { timeout: runTimeout }, async () => {
    const { code, failed } = await runThrough('idempotency');

    expect(failed).toEqual([
      'placing it again answers the same order',
      'two submits of a cart at once answer one order',
    ]);
    expect(code).toBe(exitCodes.failed);
  });
});
