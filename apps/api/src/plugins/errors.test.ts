import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { listenOnFreePort } from '../testing/test-instances.ts';

/** Sends a whole sign-in request on a raw socket and resets the connection at once. */
function sendAndReset(port: number, mobileNumber: string): Promise<void> {
  return new Promise((resolve) => {
    const body = JSON.stringify({ mobileNumber, purpose: 0 });
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/app/otp HTTP/1.1\r\nHost: 127.0.0.1\r\n__tenant: demo\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        () => {
          socket.resetAndDestroy();
          resolve();
        },
      );
    });
    socket.on('error', () => resolve());
  });
}

describe('a request whose client went away', () => {
  let test: TestApp;
  let port: number;
  const lines: string[] = [];

  beforeAll(async () => {
    test = await buildTestApp({
      env: { LOG_LEVEL: 'debug', SIGN_IN_RATE_LIMIT: '5' },
      logStream: { write: (line) => void lines.push(line) },
    });
    port = Number(new URL(await listenOnFreePort(test)).port);
  });
  afterAll(() => test.close());

  it('is neither a 500 nor an error-log entry', async () => {
    await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        sendAndReset(port, `0512${String(600_000 + index).padStart(6, '0')}`),
      ),
    );
    // Let the server reach (and finish) every request it read before the reset.
    await delay(1_500);
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg?: string });
    // The resets did reach the server mid-request (the case this is about)…
    const gone = entries.filter((entry) => entry.msg === 'the client went away before its answer');
    expect(gone.length).toBeGreaterThan(0);
    // …and none of them is an error or a 5xx.
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(entries.filter((entry) => / 5\d\d /.test(entry.msg ?? ''))).toEqual([]);
    // The server still answers.
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
  });
});
