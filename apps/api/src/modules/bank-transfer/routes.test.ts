import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { receiptMaxBytes } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { seedIds } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signIn, type SignedIn } from '../../testing/sign-in.ts';
import {
  cartOfResponse,
  errorOf,
  gifBytes,
  guestHeaders,
  multipart,
  newCartWith,
  pngBytes,
  seededItems,
  type MultipartPart,
} from '../carts/testing/cart-routes.ts';

const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

describe('POST /api/app/cart/set-bank-transfer-info/{cartId}', () => {
  let test: TestApp;
  let dataDir: string;
  let uploads: string;
  let sara: SignedIn;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-receipts-'));
    uploads = path.join(dataDir, 'uploads');
    test = await buildTestApp({ env: { DATA_DIR: dataDir } });
    sara = await signIn(test.app, 'demo', '0512300201');
  }, 60_000);
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const storedFiles = async () => {
    try {
      return (await readdir(uploads)).sort();
    } catch {
      return [];
    }
  };

  function upload(
    cartId: string,
    parts: readonly MultipartPart[],
    query: Record<string, string> = {},
    headers: Record<string, string> = guestHeaders(),
  ) {
    const body = multipart(parts);
    return test.app.inject({
      method: 'POST',
      url: `/api/app/cart/set-bank-transfer-info/${cartId}`,
      query: {
        transferorName: 'Sara Ali',
        bankAccountId: seedIds.bankAccounts.demoAlRajhi,
        ...query,
      },
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }
  const receipt = (
    content: Buffer | string,
    filename = 'receipt.png',
    contentType = 'image/png',
  ) => ({
    field: 'receipt',
    filename,
    contentType,
    content,
  });

  async function expectRefused(
    response: Awaited<ReturnType<typeof upload>>,
    status: number,
    code: string,
    message: string,
  ) {
    expect(response.statusCode).toBe(status);
    expect(errorOf(response)).toMatchObject({ code, message });
  }

  it('accepts a PNG named .exe (the type is read from the content) under a random name', async () => {
    const cart = await newCartWith(test.app, guestHeaders(), [seededItems.coffee250g()]);
    const before = await storedFiles();
    const response = await upload(cart.id, [
      receipt(pngBytes, 'receipt.exe', 'application/x-msdownload'),
    ]);
    expect(cartOfResponse(response).id).toBe(cart.id);
    const added = (await storedFiles()).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(await readFile(path.join(uploads, added[0] ?? ''))).toEqual(pngBytes);
    const [stored] = await test.database.db
      .select()
      .from(schema.bankTransferReceipts)
      .where(eq(schema.bankTransferReceipts.cartId, cart.id));
    expect(stored).toMatchObject({
      storedName: added[0],
      contentType: 'image/png',
      sizeBytes: pngBytes.length,
      originalFileName: 'receipt.exe',
    });
    const [info] = await test.database.db
      .select()
      .from(schema.bankTransferInfos)
      .where(eq(schema.bankTransferInfos.cartId, cart.id));
    expect(info).toMatchObject({
      transferorName: 'Sara Ali',
      bankAccountId: seedIds.bankAccounts.demoAlRajhi,
      receiptId: stored?.id,
    });
  });

  it('accepts a JPEG and a GIF; a new receipt replaces the old one and its file', async () => {
    const cart = await newCartWith(test.app, guestHeaders(), [seededItems.coffee250g()]);
    const before = await storedFiles();
    expect((await upload(cart.id, [receipt(jpegBytes, 'scan.jpg', 'image/jpeg')])).statusCode).toBe(
      200,
    );
    const afterFirst = await storedFiles();
    expect(
      (
        await upload(cart.id, [receipt(gifBytes, 'scan.gif', 'image/gif')], {
          bankAccountId: seedIds.bankAccounts.demoSnb,
        })
      ).statusCode,
    ).toBe(200);
    const afterSecond = await storedFiles();
    expect(afterSecond.length).toBe(before.length + 1);
    expect(afterSecond).not.toEqual(afterFirst);
    const receipts = await test.database.db
      .select()
      .from(schema.bankTransferReceipts)
      .where(eq(schema.bankTransferReceipts.cartId, cart.id));
    expect(receipts.map((row) => row.contentType)).toEqual(['image/gif']);
  });

  it('refuses a text file named .png: 415 BANK_TRANSFER_INVALID_FILE_TYPE, nothing kept', async () => {
    const cart = await newCartWith(test.app, guestHeaders());
    const before = await storedFiles();
    await expectRefused(
      await upload(cart.id, [receipt('just some text, not an image')]),
      415,
      'BANK_TRANSFER_INVALID_FILE_TYPE',
      'Unsupported file type. Please upload an image in PNG, JPG, or GIF format.',
    );
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses 11 MB while streaming: 413 BANK_TRANSFER_FILE_TOO_LARGE, nothing kept', async () => {
    const cart = await newCartWith(test.app, guestHeaders());
    const before = await storedFiles();
    const big = Buffer.concat([pngBytes, Buffer.alloc(11 * 1024 * 1024)]);
    await expectRefused(
      await upload(cart.id, [receipt(big)]),
      413,
      'BANK_TRANSFER_FILE_TOO_LARGE',
      'The file is too large. The maximum size is 10 MB.',
    );
    expect(await storedFiles()).toEqual(before);
  });

  it('accepts exactly 10 MB', async () => {
    const cart = await newCartWith(test.app, guestHeaders());
    const limit = Buffer.concat([pngBytes, Buffer.alloc(receiptMaxBytes - pngBytes.length)]);
    expect((await upload(cart.id, [receipt(limit)])).statusCode).toBe(200);
  });

  it('refuses two files: 400 BANK_TRANSFER_INVALID_FILE "Please upload one file only"', async () => {
    const cart = await newCartWith(test.app, guestHeaders());
    const before = await storedFiles();
    await expectRefused(
      await upload(cart.id, [receipt(pngBytes), receipt(pngBytes, 'second.png')]),
      400,
      'BANK_TRANSFER_INVALID_FILE',
      'Please upload one file only',
    );
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an empty file: 400 BANK_TRANSFER_INVALID_FILE "The file is empty."', async () => {
    const cart = await newCartWith(test.app, guestHeaders());
    await expectRefused(
      await upload(cart.id, [receipt(Buffer.alloc(0))]),
      400,
      'BANK_TRANSFER_INVALID_FILE',
      'The file is empty.',
    );
  });

  it('needs the receipt field, a multipart body, a transferor and a bank account of the tenant', async () => {
    const cart = await newCartWith(test.app, guestHeaders());
    const none = await upload(cart.id, [{ field: 'note', content: 'no file' }]);
    expect(errorOf(none)).toMatchObject({
      code: 'VALIDATION_ERROR',
      validationErrors: [{ message: 'This field is required', members: ['receipt'] }],
    });
    const json = await test.app.inject({
      method: 'POST',
      url: `/api/app/cart/set-bank-transfer-info/${cart.id}?transferorName=Sara&bankAccountId=${seedIds.bankAccounts.demoSnb}`,
      headers: guestHeaders(),
      payload: { receipt: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const shortName = await upload(cart.id, [receipt(pngBytes)], { transferorName: 'S' });
    expect(errorOf(shortName).validationErrors?.[0]?.members).toEqual(['transferorName']);
    for (const bankAccountId of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const response = await upload(cart.id, [receipt(pngBytes)], { bankAccountId });
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION_ERROR',
        validationErrors: [
          { message: 'This bank account was not found.', members: ['bankAccountId'] },
        ],
      });
    }
    const salonCart = await newCartWith(test.app, guestHeaders('salon'));
    const foreignAccount = await upload(
      salonCart.id,
      [receipt(pngBytes)],
      {},
      guestHeaders('salon'),
    );
    expect(errorOf(foreignAccount).validationErrors?.[0]?.members).toEqual(['bankAccountId']);
  });

  it("checks the cart first: unknown 404, another customer's 403, completed 409", async () => {
    const unknown = await upload('00000000-0000-4000-8000-000000000000', [receipt(pngBytes)]);
    expect(errorOf(unknown).code).toBe('CART_NOT_FOUND');
    const cart = await newCartWith(test.app, { ...sara.headers, 'accept-language': 'en' }, [
      seededItems.coffee250g(),
    ]);
    const named = await test.app.inject({
      method: 'PUT',
      url: `/api/app/cart/customer/${cart.id}`,
      headers: sara.headers,
      query: { name: 'Sara', mobileNumber: sara.mobileNumber, otpToken: sara.otpToken },
      payload: {},
    });
    expect(named.statusCode).toBe(200);
    const omar = await signIn(test.app, 'demo', '0512300202');
    expect((await upload(cart.id, [receipt(pngBytes)], {}, omar.headers)).statusCode).toBe(403);

    expect((await upload(cart.id, [receipt(pngBytes)], {}, sara.headers)).statusCode).toBe(200);
    const processed = await test.app.inject({
      method: 'POST',
      url: `/api/app/cart/${cart.id}/process?paymentMethod=3`,
      headers: sara.headers,
    });
    expect(processed.statusCode).toBe(200);
    const [order] = await test.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.cartId, cart.id));
    expect(order?.paymentMethod).toBe('banktransfer');
    const late = await upload(cart.id, [receipt(pngBytes)], {}, sara.headers);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('CART_ALREADY_COMPLETED');
  });
});
