import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { addSandboxFaults, noFaults, type SandboxFaults, type Wait } from './sandbox-faults.ts';
import type { Clock, RandomSource } from './sandbox-plugin-options.ts';
import { moyasarSandbox } from './moyasar/moyasar-sandbox.ts';
import { myfatoorahSandbox } from './myfatoorah/myfatoorah-sandbox.ts';
import { tabbySandbox } from './tabby/tabby-sandbox.ts';
import { tamaraSandbox } from './tamara/tamara-sandbox.ts';

/** What the payment sandbox is built with. */
export interface PaymentSandboxOptions {
  /** Where the sandbox answers, e.g. `http://127.0.0.1:8081` (its hosted pages link to it). */
  publicUrl: string;
  /** For the providers' server-to-server calls (tamara's notifications). */
  fetch: typeof fetch;
  clock: Clock;
  random: RandomSource;
  logLevel?: 'silent' | 'info' | 'warn' | 'error' | 'debug';
  /** A slow or failing provider (`sandboxFaultsFromEnv`); none by default. */
  faults?: SandboxFaults;
  /** How the faults' delay waits; a timer by default. */
  wait?: Wait;
}

/**
 * The payment sandbox: one stand-in per provider, each answering its provider's documented API
 * and serving its hosted pages (3-D Secure, the embedded card form, tabby's and tamara's checkout
 * pages) under its own prefix — `/moyasar`, `/myfatoorah`, `/tabby`, `/tamara`. It runs on its own
 * origin, so card numbers typed in the checkout go to it and never to the API. State lives in
 * memory: it is a test double of someone else's service, not part of the product's data.
 *
 * @example
 * const sandbox = await buildPaymentSandbox({ publicUrl: 'http://127.0.0.1:8081', fetch, clock, random });
 * await sandbox.listen({ port: 8081 });
 */
export async function buildPaymentSandbox(
  options: PaymentSandboxOptions,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logLevel && options.logLevel !== 'silent' ? { level: options.logLevel } : false,
  });
  await app.register(formbody);
  addSandboxFaults(app, options.faults ?? noFaults, {
    random: options.random,
    wait: options.wait ?? ((ms) => sleep(ms)),
  });
  const base = options.publicUrl.replace(/\/+$/, '');
  const shared = { fetch: options.fetch, clock: options.clock, random: options.random };
  await app.register(moyasarSandbox, { ...shared, prefix: '/moyasar', baseUrl: `${base}/moyasar` });
  await app.register(myfatoorahSandbox, {
    ...shared,
    prefix: '/myfatoorah',
    baseUrl: `${base}/myfatoorah`,
  });
  await app.register(tabbySandbox, { ...shared, prefix: '/tabby', baseUrl: `${base}/tabby` });
  await app.register(tamaraSandbox, { ...shared, prefix: '/tamara', baseUrl: `${base}/tamara` });
  return app;
}
