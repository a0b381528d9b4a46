import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';

describe('GET /health', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());

  it('answers 200 {"status":"ok"} once the database answers', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not answer', async () => {
    const database = await createTestDatabase();
    const failing = await buildTestApp({
      database: { ...database, ping: () => Promise.reject(new Error('connection refused')) },
    });
    try {
      const response = await failing.app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await failing.close();
    }
  });
});
