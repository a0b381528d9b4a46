import { parseArgs } from 'node:util';
import { resolveLanguage } from '@storefront/contracts';
import type { ConformanceReport } from '../report/conformance-report.ts';
import { formatReport } from '../report/format-report.ts';
import type { ConformanceOptions } from '../runner/conformance-options.ts';
import { runConformance } from '../runner/run-conformance.ts';

/** What the command exits with. */
export const exitCodes = {
  /** Every check ran and passed. */
  conforms: 0,
  /** At least one check failed. */
  failed: 1,
  /** The command line was wrong (or `--help`: 0). */
  usage: 2,
  /** Nothing failed, but some checks were skipped (0 with `--allow-skips`). */
  skipped: 3,
} as const;

/** Where the command writes; the process's streams unless a test gives its own. */
export interface CliOutput {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const usage = `Usage: storefront-conformance --base-url <url> --tenant <name> [options]

Runs the storefront API contract's behaviours against a backend and prints what conforms.

  --base-url <url>        the backend's base URL (required), e.g. https://api.example.com
  --tenant <name>         the test tenant, sent as __tenant (required)
  --product <id>          the merchandise product to put in carts (default: the catalogue's first
                          merchandise product with a price in stock and no required field)
  --price <id>            its price option (default: its first price in stock)
  --otp-outbox <url>      where the one-time codes can be read (GET <url>?mobileNumber=…), e.g.
                          http://localhost:8080/dev/otp-outbox; without it the checks that need a
                          signed-in shopper are skipped
  --mobile <number>       the Saudi mobile number to sign in with (default: a random 055… number)
  --stream-timeout <ms>   how long an event stream may take to deliver an event (default 5000)
  --language <ar|en>      sent as Accept-Language (default en)
  --json                  print the report as JSON
  --allow-skips           exit 0 when nothing failed, even if checks were skipped
  -h, --help              print this help

Exit codes: 0 every check passed, 1 a check failed, 2 a wrong command line, 3 nothing failed but
some checks were skipped.
`;

const defaultOutput: CliOutput = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

function readOptions(argv: readonly string[]) {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'base-url': { type: 'string' },
      tenant: { type: 'string' },
      product: { type: 'string' },
      price: { type: 'string' },
      'otp-outbox': { type: 'string' },
      mobile: { type: 'string' },
      'stream-timeout': { type: 'string' },
      language: { type: 'string' },
      json: { type: 'boolean', default: false },
      'allow-skips': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  return values;
}

function isUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

/** The run's options from the parsed flags, or a message saying what is wrong. */
function conformanceOptions(values: ReturnType<typeof readOptions>): ConformanceOptions | string {
  const baseUrl = values['base-url'];
  const { tenant } = values;
  if (baseUrl === undefined || tenant === undefined) return '--base-url and --tenant are required';
  if (!isUrl(baseUrl)) return `--base-url ${baseUrl} is not an http(s) URL`;
  const outbox = values['otp-outbox'];
  if (outbox !== undefined && !isUrl(outbox)) return `--otp-outbox ${outbox} is not an http(s) URL`;
  const timeout = values['stream-timeout'] === undefined ? 5_000 : Number(values['stream-timeout']);
  if (!Number.isInteger(timeout) || timeout <= 0)
    return '--stream-timeout takes a whole number of ms';
  if (values.price !== undefined && values.product === undefined) return '--price needs --product';
  return {
    baseUrl,
    tenant,
    streamTimeoutMs: timeout,
    language: resolveLanguage(values.language ?? 'en'),
    ...(values.product !== undefined && { productId: values.product }),
    ...(values.price !== undefined && { priceId: values.price }),
    ...(outbox !== undefined && { otpOutboxUrl: outbox }),
    ...(values.mobile !== undefined && { mobileNumber: values.mobile }),
  };
}

function exitCodeOf(report: ConformanceReport, allowSkips: boolean): number {
  if (report.summary.failed > 0) return exitCodes.failed;
  if (report.summary.skipped > 0 && !allowSkips) return exitCodes.skipped;
  return exitCodes.conforms;
}

/**
 * The `storefront-conformance` command: reads its flags (`node:util` parseArgs), runs every check
 * and prints the report (text, or JSON with `--json`). Resolves with the exit code.
 *
 * @example
 * process.exitCode = await main(['--base-url', 'http://localhost:8080', '--tenant', 'demo']);
 */
export async function main(
  argv: readonly string[],
  output: CliOutput = defaultOutput,
): Promise<number> {
  let values: ReturnType<typeof readOptions>;
  try {
    values = readOptions(argv);
  } catch (error) {
    output.stderr(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return exitCodes.usage;
  }
  if (values.help) {
    output.stdout(usage);
    return exitCodes.conforms;
  }
  const options = conformanceOptions(values);
  if (typeof options === 'string') {
    output.stderr(`${options}\n\n${usage}`);
    return exitCodes.usage;
  }
  let report: ConformanceReport;
  try {
    report = await runConformance(options);
  } catch (error) {
    // Only a bad option reaches here (e.g. --mobile that is not a Saudi mobile): checks never throw.
    output.stderr(`${error instanceof Error ? error.message : String(error)}\n`);
    return exitCodes.usage;
  }
  output.stdout(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
  return exitCodeOf(report, values['allow-skips']);
}
