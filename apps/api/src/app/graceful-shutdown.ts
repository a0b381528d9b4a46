import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RepeatEvery } from '../platform/repeat-every.ts';

/** Calls `fire` once after `ms` milliseconds unless the returned function is called first. */
export type SetTimer = (ms: number, fire: () => void) => () => void;

/** The real timer, unref'd: a pending deadline never keeps a closed process alive. */
export const systemSetTimer: SetTimer = (ms, fire) => {
  const handle = setTimeout(fire, ms);
  handle.unref();
  return () => clearTimeout(handle);
};

/** How a shutdown ended: `forced` when connections still open at the deadline were cut. */
export interface ShutdownOutcome {
  forced: boolean;
}

/** A shutdown under way. */
export interface GracefulShutdown {
  /** Resolves once the app is closed (server, streams, services, database). */
  done: Promise<ShutdownOutcome>;
  /** Cuts every connection still open now, without waiting for the deadline (a second signal). */
  force(reason: string): void;
}

/**
 * Closes the app within a grace period (docs/decisions/0037-deployable-api.md). At once: the
 * server stops accepting, idle keep-alive connections close, requests arriving on busy ones get
 * 503 (`return503OnClosing`), and the event streams end with a reconnect hint (their `preClose`
 * hook). Requests in flight may finish until `graceMs`; then every connection still open is cut
 * (a slow upload), so the close never waits longer. The services and the database close last,
 * once no request can use them.
 *
 * @example
 * const shutdown = shutDownGracefully(app, { graceMs: 25_000, setTimer: systemSetTimer, repeatEvery: systemRepeatEvery });
 * const { forced } = await shutdown.done;
 */
export function shutDownGracefully(
  app: FastifyInstance,
  options: {
    graceMs: number;
    setTimer: SetTimer;
    repeatEvery: RepeatEvery;
    log?: FastifyBaseLogger;
  },
): GracefulShutdown {
  const log = options.log ?? app.log;
  // Node closes the idle keep-alive connections once, when the close starts; one whose request
  // finishes later would stay open (a client that keeps it) and hold the close to the deadline.
  // So they are closed as they go idle: a walk of the open connections every 100 ms.
  const stopClosingIdle = options.repeatEvery(100, () => app.server.closeIdleConnections());
  let forced = false;
  let closed = false;
  // The server's `close` event: every connection has ended. After it, only the services and the
  // database are closing, and the deadline has nothing to cut.
  let connectionsEnded = false;
  app.server.once('close', () => (connectionsEnded = true));
  const force = (reason: string) => {
    if (forced || closed || connectionsEnded) return;
    forced = true;
    log.warn({ reason }, 'closing the connections still open');
    // Node's own: destroys every socket of the server, busy or idle; their requests end with an
    // aborted stream, which the routes already treat as a client gone.
    app.server.closeAllConnections();
  };
  const cancelDeadline = options.setTimer(options.graceMs, () =>
    force(`grace period of ${options.graceMs} ms over`),
  );
  const done = app.close().then(
    () => {
      closed = true;
      cancelDeadline();
      stopClosingIdle();
      return { forced };
    },
    (error: unknown) => {
      closed = true;
      cancelDeadline();
      stopClosingIdle();
      throw error;
    },
  );
  return { done, force };
}

/** The part of `process` that `handleStopSignals` uses. */
export interface SignalSource {
  on(signal: NodeJS.Signals, listener: () => void): unknown;
}

/**
 * SIGTERM or SIGINT: a graceful shutdown, then `exit(0)`, or `exit(1)` when connections had to be
 * cut or closing failed. A second signal cuts the connections at once and, should closing still
 * hang (a database that does not answer), exits after `forceExitMs`. A second signal within
 * `sameStopMs` of the first is the same stop: Ctrl-C under `npm run` reaches the process twice,
 * from the terminal and forwarded by npm, milliseconds apart.
 *
 * @example
 * handleStopSignals({ signals: process, start: () => shutDownGracefully(app, …), exit: process.exit, … });
 */
export function handleStopSignals(options: {
  signals: SignalSource;
  start: () => GracefulShutdown;
  exit: (code: number) => void;
  setTimer: SetTimer;
  /** Milliseconds on a monotonic clock (`performance.now()`). */
  now: () => number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  forceExitMs?: number;
  sameStopMs?: number;
}): void {
  let shutdown: GracefulShutdown | null = null;
  let firstAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    if (shutdown) {
      if (options.now() - firstAt < (options.sameStopMs ?? 1000)) return;
      options.log.warn({ signal }, 'second stop signal: not waiting for requests in flight');
      shutdown.force(`second ${signal}`);
      options.setTimer(options.forceExitMs ?? 5000, () => options.exit(1));
      return;
    }
    options.log.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    firstAt = options.now();
    shutdown = options.start();
    shutdown.done.then(
      ({ forced }) => {
        options.log.info({ forced }, 'stopped');
        options.exit(forced ? 1 : 0);
      },
      (error: unknown) => {
        options.log.error({ err: error }, 'closing failed');
        options.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    options.signals.on(signal, () => onSignal(signal));
  }
}
