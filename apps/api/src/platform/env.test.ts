import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('applies the defaults of docs/product/runtime.md', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: null,
      publicUrl: 'http://127.0.0.1:8080',
      nodeEnv: 'development',
      logLevel: 'info',
      corsOrigins: [],
      jwtPrivateKeyPem: null,
      signInRateLimitPerMinute: 20,
      trustedProxies: [],
      shutdownGraceMs: 25_000,
    });
    expect(config.dataDir.endsWith('/.data')).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/data',
      DATABASE_URL: 'postgres://app:secret@db:5432/storefront',
      PUBLIC_URL: 'https://api.example.com/',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: 'https://shop.example.com, https://www.example.com/',
      SIGN_IN_RATE_LIMIT: '5',
      TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,::1,loopback',
      SHUTDOWN_GRACE_MS: '5000',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/data',
      databaseUrl: 'postgres://app:secret@db:5432/storefront',
      publicUrl: 'https://api.example.com',
      nodeEnv: 'production',
      logLevel: 'warn',
      corsOrigins: ['https://shop.example.com', 'https://www.example.com'],
      signInRateLimitPerMinute: 5,
      trustedProxies: ['127.0.0.1', '10.0.0.0/8', '::1', 'loopback'],
      shutdownGraceMs: 5000,
    });
  });

  it('refuses a shutdown grace period that is not whole milliseconds up to ten minutes', () => {
    for (const value of ['-1', '2.5', '600001', 'soon']) {
      expect(() => loadConfig({ SHUTDOWN_GRACE_MS: value })).toThrow(/SHUTDOWN_GRACE_MS/);
    }
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '0' }).shutdownGraceMs).toBe(0);
  });

  it('refuses a trusted proxy that is not an address or range, and the retired TRUST_PROXY', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: '127.0.0.1,proxy.example.com' })).toThrow(
      /TRUSTED_PROXIES/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('treats empty variables as unset and a wildcard host as localhost in the public URL', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: ' ', HOST: '0.0.0.0' });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('lists every malformed variable in one ConfigError', () => {
    const load = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db/x',
        CORS_ORIGINS: 'not an origin',
        NODE_ENV: 'staging',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*CORS_ORIGINS[\s\S]*NODE_ENV|PORT/);
    try {
      load();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'CORS_ORIGINS', 'NODE_ENV']) {
        expect(message).toContain(name);
      }
    }
  });

  it('refuses a JWT_PRIVATE_KEY that is not a PEM private key', () => {
    expect(() => loadConfig({ JWT_PRIVATE_KEY: 'secret' })).toThrow(/JWT_PRIVATE_KEY/);
  });
});

describe('metrics and traces settings', () => {
  it('serves metrics outside production, and in production only when METRICS=on', () => {
    expect(loadConfig({}).metrics).toEqual({ enabled: true, token: null });
    expect(loadConfig({ NODE_ENV: 'production' }).metrics.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', METRICS: 'on' }).metrics.enabled).toBe(true);
    expect(loadConfig({ METRICS: 'off' }).metrics.enabled).toBe(false);
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token' }).metrics.token).toBe(
      'a-long-enough-token',
    );
  });

  it('refuses a metrics token shorter than 16 characters and an unknown METRICS value', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS: 'yes' })).toThrow(/METRICS/);
  });

  it('wants traces only when an exporter or OTLP endpoint is named and the SDK is not disabled', () => {
    expect(loadConfig({}).tracing).toBe(false);
    expect(loadConfig({ OTEL_TRACES_EXPORTER: 'otlp' }).tracing).toBe(true);
    expect(loadConfig({ OTEL_TRACES_EXPORTER: 'none' }).tracing).toBe(false);
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing).toBe(true);
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' }).tracing,
    ).toBe(true);
    expect(loadConfig({ OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'console' }).tracing).toBe(
      false,
    );
  });
});

describe('tenant settings file and ZATCA reporting settings', () => {
  it('reports to the sandbox stand-in and reads no settings file by default', () => {
    const config = loadConfig({});
    expect(config.zatcaReporting).toEqual({ apiUrl: null, username: null, secret: null });
    expect(config.tenantSettingsFile).toBeNull();
  });

  it("takes ZATCA's URL with the CSID's credentials, and an absolute settings file path", () => {
    const config = loadConfig({
      ZATCA_REPORTING_URL: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
      ZATCA_REPORTING_USERNAME: 'TUlJRD',
      ZATCA_REPORTING_SECRET: 'secret',
      TENANT_SETTINGS_FILE: 'config/tenants.json',
    });
    expect(config.zatcaReporting).toEqual({
      apiUrl: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
      username: 'TUlJRD',
      secret: 'secret',
    });
    expect(config.tenantSettingsFile).toMatch(/^\/.*config\/tenants\.json$/);
  });

  it('refuses a ZATCA URL without its credentials, naming them', () => {
    expect(() =>
      loadConfig({ ZATCA_REPORTING_URL: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core' }),
    ).toThrow(/ZATCA_REPORTING_USERNAME: ZATCA_REPORTING_URL needs ZATCA_REPORTING_USERNAME/);
    expect(() => loadConfig({ ZATCA_REPORTING_URL: 'ftp://zatca' })).toThrow(/ZATCA_REPORTING_URL/);
  });
});
