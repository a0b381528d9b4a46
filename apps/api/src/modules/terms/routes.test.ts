import { errorBodySchema, termsAndConditionsSchema } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

const url = '/api/website-builder/terms-and-conditions';

describe('GET /api/website-builder/terms-and-conditions', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());

  async function terms(tenant: string, query: string, headers: Record<string, string> = {}) {
    const response = await test.app.inject({
      method: 'GET',
      url: `${url}${query}`,
      headers: { __tenant: tenant, ...headers },
    });
    expect(response.statusCode).toBe(200);
    return termsAndConditionsSchema.parse(response.json()).content;
  }

  it('answers the Arabic terms for language=ar and the English ones for language=en', async () => {
    expect(await terms('demo', '?language=ar')).toContain('الشروط والأحكام');
    expect(await terms('demo', '?language=en')).toContain('Terms and conditions');
  });

  it('follows Accept-Language without a language, Arabic by default', async () => {
    expect(await terms('demo', '', { 'accept-language': 'en-US' })).toContain(
      'Terms and conditions',
    );
    expect(await terms('demo', '')).toContain('الشروط والأحكام');
  });

  it('answers empty content for a tenant without terms', async () => {
    expect(await terms('closed', '?language=ar')).toBe('');
  });

  it('refuses a language other than ar and en with 400 VALIDATION_ERROR', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `${url}?language=fr`,
      headers: { __tenant: 'demo' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.validationErrors?.[0]?.members).toEqual([
      'language',
    ]);
  });

  it('answers 400 TENANT_REQUIRED without __tenant', async () => {
    const response = await test.app.inject({ method: 'GET', url: `${url}?language=ar` });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('TENANT_REQUIRED');
  });
});
