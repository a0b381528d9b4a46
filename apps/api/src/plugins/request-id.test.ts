import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { requestIdFrom } from './request-id.ts';

describe('request ids', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());

  it("keeps the caller's X-Request-Id and returns it", async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'edge-7f3a.1' },
    });
    expect(response.headers['x-request-id']).toBe('edge-7f3a.1');
  });

  it('makes one when none is given, and returns it on errors too', async () => {
    const ok = await test.app.inject({ method: 'GET', url: '/health' });
    const missing = await test.app.inject({ method: 'GET', url: '/api/app/nothing' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
  });

  it('replaces an id that is too long or not plain (no log or header injection)', () => {
    const fresh = () => 'fresh';
    expect(requestIdFrom({ 'x-request-id': 'a'.repeat(129) }, fresh)).toBe('fresh');
    expect(requestIdFrom({ 'x-request-id': 'a b' }, fresh)).toBe('fresh');
    expect(requestIdFrom({ 'x-request-id': 'a"}\n{"level":60' }, fresh)).toBe('fresh');
    expect(requestIdFrom({ 'x-request-id': '' }, fresh)).toBe('fresh');
    expect(requestIdFrom({}, fresh)).toBe('fresh');
    expect(requestIdFrom({ 'x-request-id': 'req:2026-11-27_abc' }, fresh)).toBe(
      'req:2026-11-27_abc',
    );
  });
});
