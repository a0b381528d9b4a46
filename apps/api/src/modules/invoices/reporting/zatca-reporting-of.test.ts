import { describe, expect, it } from 'vitest';
import { sandboxZatcaReporting } from './sandbox-zatca-reporting.ts';
import { zatcaReportingOf } from './zatca-reporting-of.ts';

describe('zatcaReportingOf', () => {
  it('answers the sandbox stand-in without a URL, and ZATCA at the configured one', () => {
    const none = zatcaReportingOf({ apiUrl: null, username: null, secret: null }, fetch);
    expect(none).toBe(sandboxZatcaReporting);
    const zatca = zatcaReportingOf(
      {
        apiUrl: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation/',
        username: 'u',
        secret: 's',
      },
      fetch,
    );
    expect(zatca.target).toBe('https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation');
  });
});
