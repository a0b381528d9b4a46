import fp from 'fastify-plugin';

/** An answer slower than this is worth a line at `info`. */
export const slowRequestMs = 1000;

/**
 * Replaces Fastify's two JSON lines per request (`disableRequestLogging` in app.ts) with one
 * compact line per answer: every answer at `debug`; at `info` only a server error (5xx, whose
 * error the error handler logs with its stack) or a slow answer. Per-request logging at `info`
 * cost a sizeable share of a cheap route's throughput and buried the demo's console.
 */
export const requestLogPlugin = fp(
  (app, _options, done) => {
    // Decided once: with logging off, Fastify's stand-in logger has no level to ask.
    const everyAnswer = app.config.logLevel === 'debug' || app.config.logLevel === 'trace';
    app.addHook('onResponse', (request, reply, hookDone) => {
      const ms = reply.elapsedTime;
      const notable = reply.statusCode >= 500 || ms >= slowRequestMs;
      if (notable || everyAnswer) {
        const line = `${request.method} ${request.url} ${reply.statusCode} ${ms.toFixed(1)} ms`;
        // The same as fields, for log tools to filter and chart (the request id is `reqId`).
        const fields = {
          method: request.method,
          route: request.routeOptions.url ?? null,
          status: reply.statusCode,
          durationMs: Math.round(ms * 10) / 10,
        };
        if (reply.statusCode >= 500) request.log.warn(fields, line);
        else if (notable) request.log.info(fields, `slow: ${line}`);
        else request.log.debug(fields, line);
      }
      hookDone();
    });
    done();
  },
  { name: 'request-log', dependencies: ['env'] },
);
