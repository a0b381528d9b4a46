import { spawnSync } from 'node:child_process';
import { writeOpenApiDocument } from './write-openapi-document.ts';

/** Where redocly.yaml's `storefront` API reads the document. */
const documentPath = 'node_modules/.cache/openapi/storefront.json';

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: {
    severity: string;
    ruleId: string;
    message: string;
    location: { pointer: string }[];
  }[];
}

/**
 * `npm run lint:openapi`: writes the API's document, lints it with Redocly CLI (redocly.yaml)
 * and fails on any error or warning. Redocly itself fails only on errors, so its JSON report is
 * read here.
 */
async function lintOpenApi(): Promise<number> {
  await writeOpenApiDocument(documentPath);
  const run = spawnSync('redocly', ['lint', '--format=json'], { encoding: 'utf8' });
  if (run.error) throw run.error;
  const report = JSON.parse(run.stdout) as LintReport;
  for (const problem of report.problems) {
    const where = problem.location[0]?.pointer ?? '';
    console.log(`${problem.severity} ${problem.ruleId}: ${problem.message} (${where})`);
  }
  const { errors, warnings, ignored } = report.totals;
  console.log(`redocly lint: ${errors} errors, ${warnings} warnings, ${ignored} ignored`);
  return errors + warnings === 0 ? 0 : 1;
}

process.exitCode = await lintOpenApi();
