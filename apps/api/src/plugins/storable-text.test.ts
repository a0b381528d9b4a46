import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Language } from '@storefront/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAccountSeedIds, seedIds } from '../db/seed/index.ts';
import {
  errorOf,
  multipart,
  newCartWith,
  pngBytes,
  seededItems,
} from '../modules/carts/testing/cart-routes.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { signIn, type SignedIn } from '../testing/sign-in.ts';

const nul = 'a\u0000b';
const loneSurrogate = 'a\uD800b';

const unstorableMessage: Record<Language, string> = {
  en: 'This text contains a character that cannot be saved',
  ar: 'يحتوي هذا النص على حرف لا يمكن حفظه',
};

/**
 * Issue 21, item 2: text PostgreSQL cannot store (a NUL byte; a lone UTF-16 surrogate) answered
 * 500 on these inputs. Each is now refused at the edge with the documented 400
 * `VALIDATION_ERROR` naming the field (docs/product/validation.md), in the request's language.
 */
describe('text PostgreSQL cannot store, refused at the edge (issue 21, item 2)', () => {
  let test: TestApp;
  let dataDir: string;
  let sara: SignedIn;
  let cartId: string;
  let sarasCartId: string;
  let penLineId: string;
  let locationId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-storable-text-'));
    test = await buildTestApp({ env: { DATA_DIR: dataDir } });
    sara = await signIn(test.app, 'demo', '0512300711');
    const cart = await newCartWith(test.app, { __tenant: 'demo' }, [seededItems.pen()]);
    cartId = cart.id;
    penLineId = cart.cartItems[0]?.id ?? '';
    sarasCartId = (await newCartWith(test.app, sara.headers, [seededItems.coffee250g()])).id;
    const saved = await test.app.inject({
      method: 'POST',
      url: '/api/app/customer-locations',
      headers: sara.headers,
      payload: { longitude: 46.6, latitude: 24.7, description: 'Home', type: 'home' },
    });
    locationId = saved.json<{ id: string }>().id;
  }, 60_000);

  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  interface Case {
    name: string;
    /** The field the 400 names (`members`). */
    member: string;
    /**
     * Where the text travels. A lone surrogate has no UTF-8 form, so only a JSON body (its `\uD800`
     * escape) can carry one; a URL, a header or a multipart part can carry a NUL.
     */
    via: 'json' | 'url' | 'multipart' | 'header';
    send: (text: string, language: Language) => Promise<LightMyRequestResponse>;
  }

  const guest = (language: Language) => ({ __tenant: 'demo', 'accept-language': language });
  const signedIn = (language: Language) => ({ ...sara.headers, 'accept-language': language });

  const cases: Case[] = [
    {
      name: 'cart notes (PUT /api/app/cart/{id})',
      member: 'notes',
      via: 'json',
      send: (text, language) =>
        test.app.inject({
          method: 'PUT',
          url: `/api/app/cart/${cartId}`,
          headers: guest(language),
          payload: { notes: text },
        }),
    },
    {
      name: 'cart notes (PUT /api/app/cart/notes/{id})',
      member: 'notes',
      via: 'url',
      send: (text, language) =>
        test.app.inject({
          method: 'PUT',
          url: `/api/app/cart/notes/${cartId}`,
          query: { notes: text },
          headers: guest(language),
        }),
    },
    {
      name: "a cart custom field's key",
      member: 'body',
      via: 'json',
      send: (text, language) =>
        test.app.inject({
          method: 'POST',
          url: '/api/app/cart/custom-fields',
          query: { cartId },
          headers: guest(language),
          payload: { [text]: 'x' },
        }),
    },
    {
      name: "a cart custom field's value",
      member: 'giftNote',
      via: 'json',
      send: (text, language) =>
        test.app.inject({
          method: 'POST',
          url: '/api/app/cart/custom-fields',
          query: { cartId },
          headers: guest(language),
          payload: { giftNote: text },
        }),
    },
    {
      name: "a line's custom field",
      member: 'engraving',
      via: 'json',
      send: (text, language) =>
        test.app.inject({
          method: 'POST',
          url: '/api/app/cart/custom-fields',
          query: { cartId, cartItemId: penLineId },
          headers: guest(language),
          payload: { engraving: text },
        }),
    },
    {
      name: 'coupon code (apply)',
      member: 'couponCode',
      via: 'url',
      send: (text, language) =>
        test.app.inject({
          method: 'PUT',
          url: `/api/app/cart/coupon/${cartId}`,
          query: { couponCode: text },
          headers: guest(language),
        }),
    },
    {
      name: 'coupon code (check)',
      member: 'couponCode',
      via: 'json',
      send: (text, language) =>
        test.app.inject({
          method: 'POST',
          url: '/api/app/coupon/check-coupon',
          headers: guest(language),
          payload: { couponCode: text, cartItems: [seededItems.coffee250g()] },
        }),
    },
    {
      name: "the cart's customer name",
      member: 'name',
      via: 'url',
      send: (text, language) =>
        test.app.inject({
          method: 'PUT',
          url: `/api/app/cart/customer/${sarasCartId}`,
          query: { name: text, mobileNumber: sara.mobileNumber, otpToken: sara.otpToken },
          headers: signedIn(language),
          payload: {},
        }),
    },
    {
      name: 'profile name',
      member: 'name',
      via: 'json',
      send: (text, language) =>
        test.app.inject({
          method: 'PUT',
          url: '/api/app/identity-customer',
          headers: signedIn(language),
          payload: { name: text },
        }),
    },
    {
      name: 'profile custom fields',
      member: 'customFields.note',
      via: 'json',
      send: (text, language) =>
        test.app.inject({
          method: 'PUT',
          url: '/api/app/identity-customer',
          headers: signedIn(language),
          payload: { name: 'Sara', customFields: { note: text } },
        }),
    },
    {
      name: 'preset values',
      member: 'values.plate',
      via: 'json',
      send: (text, language) =>
        test.app.inject({
          method: 'POST',
          url: '/api/app/presets/value',
          query: { presetId: customerAccountSeedIds.presets.car },
          headers: signedIn(language),
          payload: { values: { plate: text } },
        }),
    },
    ...(['description', 'type'] as const).flatMap((field): Case[] => [
      {
        name: `saved location ${field} (create)`,
        member: field,
        via: 'json',
        send: (text, language) =>
          test.app.inject({
            method: 'POST',
            url: '/api/app/customer-locations',
            headers: signedIn(language),
            payload: {
              longitude: 46.6,
              latitude: 24.7,
              description: 'Home',
              type: 'home',
              [field]: text,
            },
          }),
      },
      {
        name: `saved location ${field} (update)`,
        member: field,
        via: 'json',
        send: (text, language) =>
          test.app.inject({
            method: 'PUT',
            url: `/api/app/customer-locations/${locationId}`,
            headers: signedIn(language),
            payload: {
              longitude: 46.6,
              latitude: 24.7,
              description: 'Home',
              type: 'home',
              [field]: text,
            },
          }),
      },
    ]),
    {
      name: "the cart stream's tenantId",
      member: 'tenantId',
      via: 'url',
      send: (text, language) =>
        test.app.inject({
          method: 'GET',
          url: '/api/sse/cart',
          query: { cartId, tenantId: text },
          headers: { 'accept-language': language },
        }),
    },
    {
      name: "the status stream's __tenant",
      member: '__tenant',
      via: 'url',
      send: (text, language) =>
        test.app.inject({
          method: 'GET',
          url: '/api/sse/cart/status',
          query: { cartId, __tenant: text },
          headers: { 'accept-language': language },
        }),
    },
    {
      name: 'the __tenant header',
      member: '__tenant',
      via: 'header',
      send: (text, language) =>
        test.app.inject({
          method: 'GET',
          url: `/api/app/cart/${cartId}`,
          headers: { __tenant: text, 'accept-language': language },
        }),
    },
    {
      name: "bank transfer's transferorName",
      member: 'transferorName',
      via: 'url',
      send: (text, language) => {
        const body = multipart([
          {
            field: 'receipt',
            filename: 'receipt.png',
            contentType: 'image/png',
            content: pngBytes,
          },
        ]);
        return test.app.inject({
          method: 'POST',
          url: `/api/app/cart/set-bank-transfer-info/${cartId}`,
          query: { transferorName: text, bankAccountId: seedIds.bankAccounts.demoAlRajhi },
          headers: { ...guest(language), ...body.headers },
          payload: body.payload,
        });
      },
    },
    {
      name: "the receipt's file name",
      member: 'receipt',
      via: 'multipart',
      send: (text, language) => {
        const body = multipart([
          {
            field: 'receipt',
            filename: `${text}.png`,
            contentType: 'image/png',
            content: pngBytes,
          },
        ]);
        return test.app.inject({
          method: 'POST',
          url: `/api/app/cart/set-bank-transfer-info/${cartId}`,
          query: { transferorName: 'Sara Ali', bankAccountId: seedIds.bankAccounts.demoAlRajhi },
          headers: { ...guest(language), ...body.headers },
          payload: body.payload,
        });
      },
    },
    {
      name: 'a multipart field sent with the receipt',
      member: 'comment',
      via: 'multipart',
      send: (text, language) => {
        const body = multipart([
          { field: 'comment', content: text },
          {
            field: 'receipt',
            filename: 'receipt.png',
            contentType: 'image/png',
            content: pngBytes,
          },
        ]);
        return test.app.inject({
          method: 'POST',
          url: `/api/app/cart/set-bank-transfer-info/${cartId}`,
          query: { transferorName: 'Sara Ali', bankAccountId: seedIds.bankAccounts.demoAlRajhi },
          headers: { ...guest(language), ...body.headers },
          payload: body.payload,
        });
      },
    },
  ];

  it.each(
    cases.flatMap((entry) => [
      { ...entry, text: nul, what: 'a NUL byte', language: 'en' as const },
      { ...entry, text: nul, what: 'a NUL byte', language: 'ar' as const },
      ...(entry.via === 'json'
        ? [{ ...entry, text: loneSurrogate, what: 'a lone surrogate', language: 'ar' as const }]
        : []),
    ]),
  )(
    '$name with $what: 400 VALIDATION_ERROR in $language',
    async ({ send, text, member, language }) => {
      const response = await send(text, language);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION_ERROR',
        validationErrors: [{ message: unstorableMessage[language], members: [member] }],
      });
    },
  );
});
