import { paymentMethodCode, type Cart } from '@storefront/contracts';
import { cartPriceChange } from './cart-price-change.ts';
import { cartSetup, type CartMachineContext } from './cart-machine-setup.ts';
import type { CartMachineEvent } from './cart-machine-event.ts';
import { codedError, ruleError, toMachineError } from '../shared/machine-error.ts';

// The states of an order's submission (docs/product/flows.md, "Submitting an order"); the cart
// flow's other states are in cart-machine.ts.

const failSubmission = {
  target: '#cart.error',
  actions: [
    {
      type: 'recordError',
      params: ({ context, event }: { context: CartMachineContext; event: { error: unknown } }) => ({
        error: toMachineError(event.error, context.language),
      }),
    },
    'clearPaymentMethod',
  ],
} as const;

/** `validating`: the server checks the cart (validate-cart), then `submittingOrder`. */
export const validatingState = cartSetup.createStateConfig({
  initial: 'checkingCartId',
  states: {
    checkingCartId: {
      always: [
        {
          guard: 'lacksCartId',
          target: '#cart.error',
          actions: [
            {
              type: 'recordError',
              params: ({ context }) => ({
                error: ruleError('cartIdNotAvailable', context.language),
              }),
            },
            'clearPaymentMethod',
          ],
        },
        { target: 'validatingCart' },
      ],
    },
    validatingCart: {
      invoke: {
        src: 'validateCart',
        input: ({ context }) => ({ cartId: context.cartId ?? '' }),
        onDone: [
          // docs/product/flows.md: a re-priced cart is shown, and the shopper confirms again.
          {
            guard: ({ context, event }) =>
              cartPriceChange(context.confirmedCart, event.output) !== null,
            target: '#cart.idle',
            actions: [
              {
                type: 'recordPriceChange',
                params: ({ context, event }) => ({
                  priceChange: cartPriceChange(context.confirmedCart, event.output),
                }),
              },
              {
                type: 'adoptServerCart',
                // The guard found a cart.
                params: ({ event }) => ({ cart: event.output as Cart }),
              },
              'clearPaymentMethod',
              'announceCartUpdated',
            ],
          },
          { target: '#cart.submittingOrder' },
        ],
        onError: [
          // The order exists (a retry after a lost answer): complete on its event.
          { guard: 'completedMeanwhile', target: '#cart.submittingOrder.awaitingCompletion' },
          failSubmission,
        ],
      },
    },
  },
});

/**
 * `payingOnline`: SUBMIT_ORDER with a payment runs the `payOnline` effect, then back to `idle`
 * with its outcome. Starting the attempt checks the cart on the server, so it is not validated
 * first. A failure is recorded for the command but is not the flow's `error` state (see
 * `recordPaymentFailure`).
 */
export const payingOnlineState = cartSetup.createStateConfig({
  invoke: {
    src: 'payOnline',
    input: ({ context, event }) => ({
      cartId: context.cartId ?? '',
      // Read from the event, so a card's details never sit in the flow's context.
      payment: submittedPayment(event),
    }),
    onDone: {
      target: '#cart.idle',
      actions: { type: 'recordOnlineOutcome', params: ({ event }) => ({ outcome: event.output }) },
    },
    onError: {
      target: '#cart.idle',
      actions: { type: 'recordPaymentFailure', params: ({ event }) => ({ error: event.error }) },
    },
  },
});

function submittedPayment(event: CartMachineEvent) {
  const payment = event.type === 'SUBMIT_ORDER' ? event.payment : undefined;
  // The paysOnline guard lets only a SUBMIT_ORDER with a payment in.
  if (payment === undefined) throw new Error('payingOnline is entered with a payment only');
  return payment;
}

/**
 * `submittingOrder`: cash and bank transfer are processed, other methods re-read; then the
 * cart-completed event, within 300,000 ms.
 */
export const submittingOrderState = cartSetup.createStateConfig({
  // docs/product/flows.md: "Order submission waits for the cart-completed event".
  invoke: {
    src: 'waitForCartCompleted',
    input: ({ context }) => ({ cartId: context.cartId ?? '' }),
    onDone: {
      target: 'completed',
      actions: {
        type: 'recordOrderNumber',
        params: ({ event }) => ({ orderNumber: event.output.orderNumber }),
      },
    },
    onError: failSubmission,
  },
  after: {
    orderSubmissionTimeout: {
      target: 'error',
      actions: [
        {
          type: 'recordError',
          params: ({ context }) => ({ error: codedError('REQUEST_TIMEOUT', context.language) }),
        },
        'clearPaymentMethod',
      ],
    },
  },
  initial: 'choosingMethod',
  states: {
    choosingMethod: {
      always: [{ guard: 'submitsCart', target: 'processingCart' }, { target: 'rereadingCart' }],
    },
    processingCart: {
      invoke: {
        src: 'processCart',
        input: ({ context }) => ({
          cartId: context.cartId ?? '',
          paymentMethodCode: paymentMethodCode(context.pendingPaymentMethod),
        }),
        onDone: {
          target: 'awaitingCompletion',
          actions: {
            type: 'recordOrderNumber',
            params: ({ event }) => ({ orderNumber: event.output.orderNumber }),
          },
        },
        onError: failSubmission,
      },
    },
    rereadingCart: {
      invoke: {
        src: 'loadCart',
        input: ({ context }) => ({ cartId: context.cartId ?? '' }),
        onDone: {
          target: 'awaitingCompletion',
          actions: [
            { type: 'adoptServerCart', params: ({ event }) => ({ cart: event.output }) },
            'announceCartUpdated',
          ],
        },
        onError: failSubmission,
      },
    },
    awaitingCompletion: {},
  },
});
