import type { BankTransferInfoQuery, Cart } from '@storefront/contracts';
import { ApiError } from '../../errors/api-error.ts';
import { createBankAccountRepository } from '../bank-accounts/bank-account-repository.ts';
import { assertCartAccess, assertCartPending, findCartFor } from '../carts/cart-guards.ts';
import type { CartCaller } from '../carts/cart-caller.ts';
import type { CartContext } from '../carts/cart-context.ts';
import { createCartRepository } from '../carts/cart-repository.ts';
import { fieldError } from '../../errors/field-error.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { cartOf, loadCartState } from '../carts/reads/load-cart-state.ts';
import { bankTransferMessage } from './bank-transfer-messages.ts';
import { createBankTransferRepository } from './bank-transfer-repository.ts';
import type { UploadedReceipt } from './read-receipt-upload.ts';
import type { ReceiptStore } from './receipt-store.ts';

/**
 * `POST /api/app/cart/set-bank-transfer-info/{cartId}?transferorName&bankAccountId`: records who
 * paid the cart by bank transfer, into which of the tenant's accounts, and the receipt. The cart
 * and the account are checked before the body is read (`readReceipt` streams and stores it);
 * a later info replaces the earlier one, whose receipt file is then deleted. Answers the cart.
 *
 * @example
 * const cart = await setBankTransferInfo(context, caller, cartId, query, () => readReceiptUpload(request, store, language), store);
 */
export async function setBankTransferInfo(
  context: CartContext,
  caller: CartCaller,
  cartId: string,
  query: BankTransferInfoQuery,
  readReceipt: () => Promise<UploadedReceipt>,
  store: ReceiptStore,
): Promise<Cart> {
  const { tenantId, language } = caller;
  const cart = await findCartFor(context.db, caller, cartId);
  const account = isUuid(query.bankAccountId)
    ? await createBankAccountRepository(context.db, tenantId).findById(query.bankAccountId)
    : null;
  if (!account) {
    throw fieldError('bankAccountId', bankTransferMessage('bankAccountNotFound', language));
  }
  const receipt = await readReceipt();
  const now = context.clock.now();
  let saved: { cart: Cart; replacedFile: string | null };
  try {
    saved = await context.db.transaction(async (tx) => {
      const locked = await createCartRepository(tx, tenantId).lock(cart.id);
      if (!locked) throw new ApiError(404, 'CART_NOT_FOUND');
      assertCartAccess(locked, caller.customer);
      assertCartPending(locked);
      const transfers = createBankTransferRepository(tx, tenantId);
      const previous = await transfers.findInfo(locked.id);
      const previousReceipt = previous ? await transfers.findReceipt(previous.receiptId) : null;
      const receiptId = context.random.uuid();
      await transfers.addReceipt({
        id: receiptId,
        cartId: locked.id,
        storedName: receipt.storedName,
        contentType: receipt.contentType,
        sizeBytes: receipt.sizeBytes,
        originalFileName: receipt.originalFileName,
        createdAt: now,
      });
      await transfers.saveInfo({
        cartId: locked.id,
        transferorName: query.transferorName,
        bankAccountId: account.id,
        receiptId,
        updatedAt: now,
      });
      if (previousReceipt) await transfers.deleteReceipt(previousReceipt.id);
      return {
        cart: cartOf(await loadCartState(tx, tenantId, locked, now), language),
        replacedFile: previousReceipt?.storedName ?? null,
      };
    });
  } catch (error) {
    await store.remove(receipt.storedName);
    throw error;
  }
  if (saved.replacedFile !== null) await store.remove(saved.replacedFile);
  return saved.cart;
}
