import { test } from '../../fixtures/checkout-test.ts';
import { onlyOpenItemsMayFail, walksInto } from '../../fixtures/open-defects.ts';
import { journeyTitle, walkStandalone, type Journey } from '../../pages/shopper-journey.ts';

/**
 * The journey matrix's full half (CONTRIBUTING.md, "Journeys"): every seeded product of the
 * `demo` tenant bought from the demo shop on a desktop, standalone, each paid one of the seven
 * ways so all seven are walked, in both languages (the two projects); after each order the
 * account shows it with its line and status.
 */
const journeys: readonly Journey[] = [
  { product: 'massage', payment: 'mada', month: 5, walksInto: [6] },
  { product: 'chalet', payment: 'tamara', month: 1, walksInto: [6] },
  { product: 'meetingRoom', payment: 'cash', month: 1, walksInto: [4, 6] },
  { product: 'carWash', payment: 'tabby', month: 1, walksInto: [6] },
  { product: 'photoshoot', payment: 'visa', month: 1, walksInto: [1, 6] },
  { product: 'coffee', payment: 'visa', month: 1, walksInto: [6] },
  { product: 'pen', payment: 'bankTransfer', month: 1, walksInto: [4, 6] },
  { product: 'coffeeClub', payment: 'applePay', month: 1, walksInto: [6] },
  { product: 'spaPackage', payment: 'cash', month: 1, walksInto: [4, 6] },
];

test.describe('journeys on a desktop, standalone', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  // An expected failure must be one of the open items' checks; anything else fails the journey.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from the pattern; none needed.
  test.afterEach(({}, testInfo) => onlyOpenItemsMayFail(testInfo));

  for (const journey of journeys) {
    test(journeyTitle(journey), async ({ page, t, api, request, checkout, shopper }) => {
      walksInto(journey.walksInto);
      // A whole purchase, from the shop's list to the account: several screens' worth.
      test.slow();
      await walkStandalone({ page, t, api, request, checkout, shopper }, journey);
    });
  }
});
