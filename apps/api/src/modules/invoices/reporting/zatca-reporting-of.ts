import type { AppConfig } from '../../../platform/env.ts';
import { httpZatcaReporting } from './http-zatca-reporting.ts';
import { sandboxZatcaReporting } from './sandbox-zatca-reporting.ts';
import type { ZatcaReportingPort } from './zatca-reporting-port.ts';

/**
 * The reporting port the configuration asks for: ZATCA's API at `ZATCA_REPORTING_URL` with its
 * credentials, or the sandbox stand-in when no URL is set (the default: nothing leaves the
 * machine until a deployment says where).
 *
 * @example
 * const reporting = zatcaReportingOf(config.zatcaReporting, fetch);
 */
export function zatcaReportingOf(
  settings: AppConfig['zatcaReporting'],
  fetch: typeof globalThis.fetch,
): ZatcaReportingPort {
  if (settings.apiUrl === null) return sandboxZatcaReporting;
  return httpZatcaReporting({
    apiUrl: settings.apiUrl,
    username: settings.username ?? '',
    secret: settings.secret ?? '',
    fetch,
  });
}
