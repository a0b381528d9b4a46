// The public API of @storefront/conformance: the runner, its report, and the command line.
export { runConformance } from './runner/run-conformance.ts';
export type { ConformanceOptions } from './runner/conformance-options.ts';
export {
  checkGroups,
  type CheckGroup,
  type CheckOutcome,
  type CheckStatus,
  type ConformanceReport,
} from './report/conformance-report.ts';
export { formatReport } from './report/format-report.ts';
export { main, exitCodes, type CliOutput } from './cli/main.ts';
