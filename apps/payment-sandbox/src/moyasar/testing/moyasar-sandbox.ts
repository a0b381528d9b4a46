import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { nodeRandom } from '../../node-random.ts';
import { standingClock } from '../../testing/standing-clock.ts';
import type { Clock, SandboxPluginOptions } from '../../sandbox-plugin-options.ts';
import { sandboxKeys } from '../../sandbox-keys.ts';
import { moyasarSandbox } from '../moyasar-sandbox.ts';

/** The origin the test sandboxes pretend to answer on. */
export const sandboxOrigin = 'http://sandbox.test';

/**
 * A Fastify app serving one sandbox plugin under `prefix` as `sandbox-app.ts` does (form bodies
 * parsed), with a standing clock (2030-01-15).
 */
export async function buildSandboxApp(
  plugin: FastifyPluginAsync<SandboxPluginOptions>,
  prefix: string,
): Promise<{ app: FastifyInstance; clock: Clock; baseUrl: string }> {
  const clock = standingClock;
  const baseUrl = `${sandboxOrigin}${prefix}`;
  const app = Fastify();
  await app.register(formbody);
  await app.register(plugin, {
    prefix,
    baseUrl,
    clock,
    // Real randomness: Moyasar tokens come from random bytes, MyFatoorah invoice ids from random
    // integers, and a test may make several of each.
    random: nodeRandom,
    fetch: () => Promise.reject(new Error('The sandbox under test makes no calls.')),
  });
  await app.ready();
  return { app, clock, baseUrl };
}

/** The Moyasar sandbox under `/moyasar`. */
export function buildMoyasarSandbox() {
  return buildSandboxApp(moyasarSandbox, '/moyasar');
}

/** HTTP Basic credentials for a Moyasar key. */
export function basicAuth(key: string): string {
  return `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
}

/** Makes a card token as the browser does and returns its id. */
export async function createMoyasarToken(app: FastifyInstance, number: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/moyasar/v1/tokens',
    payload: {
      publishable_api_key: sandboxKeys.moyasar.publishableKey,
      name: 'Sara Alqahtani',
      number,
      month: '12',
      year: '2031',
      cvc: '123',
      save_only: true,
      callback_url: 'https://shop.test/after-token',
    },
  });
  if (response.statusCode !== 201) throw new Error(`token refused: ${response.body}`);
  return response.json<{ id: string }>().id;
}

/** Presses a 3-D Secure page's button; returns the redirect's location. */
export async function pressThreeDSecure(
  app: FastifyInstance,
  transactionUrl: string,
  action: 'authenticate' | 'fail',
): Promise<URL> {
  const response = await app.inject({
    method: 'POST',
    url: new URL(transactionUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action, lang: 'en' }).toString(),
  });
  if (response.statusCode !== 303) throw new Error(`3-D Secure answered ${response.statusCode}`);
  return new URL(String(response.headers.location));
}
