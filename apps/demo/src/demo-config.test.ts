import { describe, expect, it } from 'vitest';
import { loadDemoConfig } from './demo-config.ts';

describe('loadDemoConfig', () => {
  it('seeds, and puts the sandbox next to the API and the host shop on 5174, by default', () => {
    expect(loadDemoConfig({})).toEqual({
      seedDemoData: true,
      verbose: false,
      hostShopPort: 5174,
      sandboxPort: 8081,
      sandboxFaults: { delayMs: 0, errorRate: 0 },
    });
    expect(loadDemoConfig({ PORT: '3000' }).sandboxPort).toBe(3001);
  });

  it('picks free ports with PORT=0, and reads every variable', () => {
    expect(loadDemoConfig({ PORT: '0' })).toMatchObject({ hostShopPort: 0, sandboxPort: 0 });
    expect(
      loadDemoConfig({
        SEED_DEMO_DATA: 'false',
        PAYMENT_SANDBOX_PORT: '9001',
        PAYMENT_SANDBOX_DELAY_MS: '250',
        PAYMENT_SANDBOX_ERROR_RATE: '0.5',
        HOST_SHOP_PORT: '9002',
        HOST_SHOP_PORT_UNRELATED: ' ',
        STOREFRONT_VERBOSE: '1',
      }),
    ).toEqual({
      seedDemoData: false,
      verbose: true,
      hostShopPort: 9002,
      sandboxPort: 9001,
      sandboxFaults: { delayMs: 250, errorRate: 0.5 },
    });
  });

  it('refuses a malformed variable', () => {
    expect(() => loadDemoConfig({ PAYMENT_SANDBOX_ERROR_RATE: '2' })).toThrow(
      /PAYMENT_SANDBOX_ERROR_RATE/,
    );
  });
});
