import { describe, expect, it } from 'vitest';
import { exitCodes, main } from './cli/main.ts';
import type { ConformanceReport } from './report/conformance-report.ts';
import { useReferenceApi, runTimeout } from './testing/reference-api.ts';
import { runCommand } from './testing/run-command.ts';

// The CI proof that the reference API conforms: `npm test` runs the command against it, started
// on a real port with its seeded `demo` tenant (docs/product/demo-data.md), which the README's
// test tenant describes.
describe('the conformance runner against the reference API', () => {
  const api = useReferenceApi();

  it('passes every check of every group and exits 0', { timeout: runTimeout }, async () => {
    const { code, stdout } = await runCommand(main, [
      ...['--base-url', api.baseUrl(), '--tenant', 'demo', '--json'],
      ...['--otp-outbox', `${api.baseUrl()}/dev/otp-outbox`],
    ]);
    const report = JSON.parse(stdout) as ConformanceReport;

    expect(report.outcomes.filter((outcome) => outcome.status !== 'pass')).toEqual([]);
    expect(new Set(report.outcomes.map((outcome) => outcome.group))).toEqual(
      new Set([
        'tenant',
        'catalogue',
        'cart rules',
        'sign-in',
        'idempotent submit',
        'event streams',
      ]),
    );
    expect(report.summary).toEqual({ passed: report.outcomes.length, failed: 0, skipped: 0 });
    expect(code).toBe(exitCodes.conforms);
  });

  it(
    'without a way to read the codes, skips the signed-in checks (not passed) and says why',
    { timeout: runTimeout },
    async () => {
      const { code, stdout } = await runCommand(main, [
        '--base-url',
        api.baseUrl(),
        '--tenant',
        'demo',
      ]);

      expect(stdout).toMatch(/SKIP {2}the outbox holds the code sent\n {8}no --otp-outbox given/);
      expect(stdout).toMatch(/SKIP {2}placing the cash order answers the completed order/);
      expect(stdout).toMatch(/PASS {2}a wrong code answers 400 invalid_grant in the OAuth body/);
      expect(stdout).toMatch(/\d+ passed, 0 failed, \d+ skipped\n$/);
      expect(code).toBe(exitCodes.skipped);
      expect(
        (await runCommand(main, ['--base-url', api.baseUrl(), '--tenant', 'demo', '--allow-skips']))
          .code,
      ).toBe(exitCodes.conforms);
    },
  );

  it('refuses a wrong command line with the usage and exit code 2', async () => {
    const missing = await runCommand(main, ['--tenant', 'demo']);
    expect(missing.stderr).toMatch(/--base-url and --tenant are required[\s\S]*Usage:/);
    expect(missing.code).toBe(exitCodes.usage);
    expect((await runCommand(main, ['--base-url', 'ftp://x', '--tenant', 'demo'])).code).toBe(
      exitCodes.usage,
    );
    expect((await runCommand(main, ['--bogus'])).code).toBe(exitCodes.usage);
  });
});
