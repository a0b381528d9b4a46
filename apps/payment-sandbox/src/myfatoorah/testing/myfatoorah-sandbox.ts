import type { FastifyInstance } from 'fastify';
import { buildSandboxApp } from '../../moyasar/testing/moyasar-sandbox.ts';
import { sandboxKeys } from '../../sandbox-keys.ts';
import { myfatoorahSandbox } from '../myfatoorah-sandbox.ts';

/** The MyFatoorah sandbox under `/myfatoorah`. */
export function buildMyFatoorahSandbox() {
  return buildSandboxApp(myfatoorahSandbox, '/myfatoorah');
}

/** Calls a MyFatoorah v2 endpoint with the sandbox's API key. */
export function callV2(app: FastifyInstance, endpoint: string, payload: object) {
  return app.inject({
    method: 'POST',
    url: `/myfatoorah/v2/${endpoint}`,
    headers: { authorization: `Bearer ${sandboxKeys.myfatoorah.apiKey}` },
    payload,
  });
}

/** Posts a card to a session as the embedded form's iframe does. */
export function postSessionCard(
  app: FastifyInstance,
  sessionId: string,
  card: Partial<{ number: string; name: string; expiry: string; cvc: string; lang: string }> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/myfatoorah/cardview/v2/sessions/${encodeURIComponent(sessionId)}/card`,
    payload: {
      number: '4201320111111010',
      name: 'Sara Alqahtani',
      expiry: '12/31',
      cvc: '123',
      ...card,
    },
  });
}
