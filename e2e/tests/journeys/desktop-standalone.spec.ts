import { test } from '../../fixtures/checkout-test.ts';
import { journeyTitle, walkStandalone, type Journey } from '../../pages/shopper-journey.ts';

/**
 * The journey matrix's full half (CONTRIBUTING.md, "Journeys"): every seeded product of the
 * `demo` tenant bought from the demo shop on a desktop, standalone, each paid one of the seven
 * ways so all seven are walked, in both languages (the two projects); after each order the
 * account shows it with its line and status.
 */
const journeys: readonly Journey[] = [
  { product: 'massage', payment: 'mada', month: 5 },
  { product: 'chalet', payment: 'tamara', month: 1 },
  { product: 'meetingRoom', payment: 'cash', month: 1 },
  { product: 'carWash', payment: 'tabby', month: 1 },
  { product: 'photoshoot', payment: 'visa', month: 1 },
  { product: 'coffee', payment: 'visa', month: 1 },
  { product: 'pen', payment: 'bankTransfer', month: 1 },
  { product: 'coffeeClub', payment: 'applePay', month: 1 },
  { product: 'spaPackage', payment: 'cash', month: 1 },
];

test.describe('journeys on a desktop, standalone', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const journey of journeys) {
    test(journeyTitle(journey), async ({ page, t, api, request, checkout, shopper }) => {
      // A whole purchase, from the shop's list to the account: several screens' worth.
      test.slow();
      await walkStandalone({ page, t, api, request, checkout, shopper }, journey);
    });
  }
});
