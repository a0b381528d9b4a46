import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { slowRequestMs } from './request-log.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string | null;
  status?: number;
  durationMs?: number;
  err?: { message: string; stack: string };
}

/** A test app logging at `level` into `lines` (pino's JSON lines, parsed). */
async function appLoggingAt(level: string) {
  const lines: LogLine[] = [];
  const test = await buildTestApp({
    env: { LOG_LEVEL: level },
    logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
  });
  return { test, lines };
}

const info = 30;
const warn = 40;
const error = 50;

describe('request logging', () => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  it('logs nothing for an ordinary answer at info (no JSON line per request)', async () => {
    const logging = await appLoggingAt('info');
    test = logging.test;
    await test.app.inject({ method: 'GET', url: '/health' });
    await test.app.inject({
      method: 'GET',
      url: '/api/app/nothing',
      headers: { __tenant: 'demo' },
    });
    expect(logging.lines).toEqual([]);
  });

  it('logs one compact line per answer at debug', async () => {
    const logging = await appLoggingAt('debug');
    test = logging.test;
    await test.app.inject({ method: 'GET', url: '/health' });
    const answers = logging.lines.filter((line) => line.msg.startsWith('GET /health'));
    expect(answers).toHaveLength(1);
    expect(answers[0]?.msg).toMatch(/^GET \/health 200 \d+\.\d ms$/);
    // The same as fields, with the request's id.
    expect(answers[0]).toMatchObject({ method: 'GET', route: '/health', status: 200 });
    expect(answers[0]?.durationMs).toEqual(expect.any(Number));
    expect(answers[0]?.reqId).toEqual(expect.any(String));
  });

  it("logs the caller's X-Request-Id as the request's id", async () => {
    const logging = await appLoggingAt('debug');
    test = logging.test;
    await test.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'trace-42' },
    });
    const answer = logging.lines.find((line) => line.msg.startsWith('GET /health'));
    expect(answer?.reqId).toBe('trace-42');
  });

  it('logs a server error at info: the fault with its stack, and the answer', async () => {
    const logging = await appLoggingAt('info');
    test = logging.test;
    test.app.get('/boom', () => Promise.reject(new Error('disk on fire')));
    const response = await test.app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('disk on fire');
    const fault = logging.lines.find((line) => line.level === error);
    expect(fault?.err?.message).toBe('disk on fire');
    expect(fault?.err?.stack).toContain('Error: disk on fire');
    expect(logging.lines.find((line) => line.level === warn)?.msg).toMatch(/^GET \/boom 500 /);
  });

  it('logs a slow answer at info', async () => {
    const logging = await appLoggingAt('info');
    test = logging.test;
    test.app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, slowRequestMs + 20));
      return { ok: true };
    });
    await test.app.inject({ method: 'GET', url: '/slow' });
    const slow = logging.lines.find((line) => line.level === info);
    expect(slow?.msg).toMatch(/^slow: GET \/slow 200 \d+\.\d ms$/);
  });
});
