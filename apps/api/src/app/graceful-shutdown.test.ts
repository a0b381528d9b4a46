import { EventEmitter } from 'node:events';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { systemRepeatEvery } from '../platform/repeat-every.ts';
import { listenOnFreePort } from '../testing/test-instances.ts';
import {
  handleStopSignals,
  shutDownGracefully,
  systemSetTimer,
  type GracefulShutdown,
  type SetTimer,
} from './graceful-shutdown.ts';

/** Sends raw HTTP on its own connection; resolves with everything the server wrote, once it hangs up. */
function rawRequest(port: number, head: string, body = '') {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.write(head + body);
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(answer));
    socket.on('error', () => {});
  });
  return { socket, closed };
}

/** Whether a new connection to the port is refused (the server no longer accepts). */
function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** Resolves once the app has seen `count` requests reach their handler. */
function countingArrivals(test: TestApp) {
  let arrived = 0;
  const waiters: Array<() => void> = [];
  test.app.addHook('onRequest', async () => {
    arrived += 1;
    for (const wake of waiters.splice(0)) wake();
  });
  return async (count: number) => {
    while (arrived < count) await new Promise<void>((wake) => waiters.push(wake));
  };
}

describe('shutDownGracefully', () => {
  let test: TestApp | null = null;
  afterEach(async () => {
    await test?.app.close();
    test = null;
  });

  it('stops accepting at once, lets a request in flight finish, then closes the database', async () => {
    test = await buildTestApp();
    let release = () => {};
    test.app.get('/slow', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { finished: true };
    });
    const arrivals = countingArrivals(test);
    const port = Number(new URL(await listenOnFreePort(test)).port);
    const inFlight = rawRequest(port, 'GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await arrivals(1);

    const shutdown = shutDownGracefully(test.app, {
      graceMs: 10_000,
      setTimer: systemSetTimer,
      repeatEvery: systemRepeatEvery,
    });
    await vi.waitFor(async () => expect(await refuses(port)).toBe(true));
    release();

    expect(await shutdown.done).toEqual({ forced: false });
    const answer = await inFlight.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('{"finished":true}');
    // Closed last, once no request could use it.
    await expect(test.database.ping()).rejects.toThrow();
  });

  it('cuts an upload still arriving at the end of the grace period', async () => {
    test = await buildTestApp();
    test.app.post('/upload', async () => ({ stored: true }));
    const arrivals = countingArrivals(test);
    const port = Number(new URL(await listenOnFreePort(test)).port);
    // Ten kilobytes announced, ten bytes sent: the body parser waits for the rest, as for a slow phone.
    const upload = rawRequest(
      port,
      'POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n',
      '{"receipt"',
    );
    await arrivals(1);

    const startedAt = performance.now();
    const shutdown = shutDownGracefully(test.app, {
      graceMs: 300,
      setTimer: systemSetTimer,
      repeatEvery: systemRepeatEvery,
    });
    expect(await shutdown.done).toEqual({ forced: true });
    const elapsed = performance.now() - startedAt;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    // Not held by the upload, which never ends (the database still closes after: seconds on a busy machine).
    expect(elapsed).toBeLessThan(15_000);
    expect(await upload.closed).not.toContain('"stored":true');
  });

  it('is not forced when the deadline comes after every connection ended', async () => {
    test = await buildTestApp();
    await listenOnFreePort(test);
    let fireDeadline = () => {};
    const shutdown = shutDownGracefully(test.app, {
      graceMs: 10_000,
      setTimer: (_ms, fire) => {
        fireDeadline = fire;
        return () => {};
      },
      repeatEvery: systemRepeatEvery,
    });
    // No connection: the server closes at once; the deadline then finds nothing to cut.
    await new Promise<void>((resolve) => test?.app.server.once('close', () => resolve()));
    fireDeadline();
    expect(await shutdown.done).toEqual({ forced: false });
  });

  it('cuts the connections at once when forced before the deadline', async () => {
    test = await buildTestApp();
    test.app.get('/never', () => new Promise(() => {}));
    const arrivals = countingArrivals(test);
    const port = Number(new URL(await listenOnFreePort(test)).port);
    const stuck = rawRequest(port, 'GET /never HTTP/1.1\r\nHost: x\r\n\r\n');
    await arrivals(1);

    const shutdown = shutDownGracefully(test.app, {
      graceMs: 60_000,
      setTimer: systemSetTimer,
      repeatEvery: systemRepeatEvery,
    });
    shutdown.force('second SIGTERM');
    expect(await shutdown.done).toEqual({ forced: true });
    expect(await stuck.closed).toBe('');
  });
});

describe('handleStopSignals', () => {
  /** A timer that fires only when the test says so. */
  function manualTimers() {
    const pending: Array<{ ms: number; fire: () => void; cancelled: boolean }> = [];
    const setTimer: SetTimer = (ms, fire) => {
      const timer = { ms, fire, cancelled: false };
      pending.push(timer);
      return () => (timer.cancelled = true);
    };
    return { setTimer, pending };
  }
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

  function fakeShutdown() {
    let finish: (forced: boolean) => void = () => {};
    let fail: (error: Error) => void = () => {};
    const force = vi.fn();
    const shutdown: GracefulShutdown = {
      done: new Promise((resolve, reject) => {
        finish = (forced) => resolve({ forced });
        fail = reject;
      }),
      force,
    };
    return {
      shutdown,
      force,
      finish: (forced: boolean) => finish(forced),
      fail: (e: Error) => fail(e),
    };
  }

  it('starts one shutdown on SIGTERM and exits 0 when every request finished', async () => {
    const signals = new EventEmitter();
    const exit = vi.fn();
    const fake = fakeShutdown();
    const start = vi.fn(() => fake.shutdown);
    handleStopSignals({
      signals,
      start,
      exit,
      setTimer: manualTimers().setTimer,
      now: () => 0,
      log,
    });

    signals.emit('SIGTERM');
    expect(start).toHaveBeenCalledTimes(1);
    expect(exit).not.toHaveBeenCalled();
    fake.finish(false);
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
  });

  it('exits 1 when connections had to be cut or closing failed', async () => {
    for (const end of ['forced', 'failed'] as const) {
      const signals = new EventEmitter();
      const exit = vi.fn();
      const fake = fakeShutdown();
      handleStopSignals({
        signals,
        start: () => fake.shutdown,
        exit,
        setTimer: manualTimers().setTimer,
        now: () => 0,
        log,
      });
      signals.emit('SIGINT');
      if (end === 'forced') fake.finish(true);
      else fake.fail(new Error('database did not close'));
      await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
    }
  });

  it('on a second signal cuts the connections now and exits if closing still hangs', () => {
    const signals = new EventEmitter();
    const exit = vi.fn();
    const fake = fakeShutdown();
    const timers = manualTimers();
    const start = vi.fn(() => fake.shutdown);
    let now = 0;
    handleStopSignals({
      signals,
      start,
      exit,
      setTimer: timers.setTimer,
      now: () => now,
      log,
      forceExitMs: 5000,
    });

    signals.emit('SIGTERM');
    now = 2000;
    signals.emit('SIGINT');
    expect(start).toHaveBeenCalledTimes(1);
    expect(fake.force).toHaveBeenCalledWith('second SIGINT');
    expect(exit).not.toHaveBeenCalled();
    const backstop = timers.pending.find((timer) => timer.ms === 5000);
    backstop?.fire();
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('takes a second signal within a second of the first as the same stop (Ctrl-C under npm run)', () => {
    const signals = new EventEmitter();
    const fake = fakeShutdown();
    let now = 0;
    handleStopSignals({
      signals,
      start: () => fake.shutdown,
      exit: vi.fn(),
      setTimer: manualTimers().setTimer,
      now: () => now,
      log,
    });

    signals.emit('SIGINT');
    now = 5;
    signals.emit('SIGINT');
    expect(fake.force).not.toHaveBeenCalled();
    now = 1500;
    signals.emit('SIGINT');
    expect(fake.force).toHaveBeenCalledWith('second SIGINT');
  });
});
