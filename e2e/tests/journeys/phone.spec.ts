import { test } from '../../fixtures/checkout-test.ts';
import { walkEmbedded } from '../../pages/embedded-journey.ts';
import { journeyTitle, walkStandalone, type Journey } from '../../pages/shopper-journey.ts';

/**
 * The journey matrix's slower half (CONTRIBUTING.md, "Journeys"), on a phone (390×844) in both
 * languages, only where it adds to the desktop's full half: each product the example host shop
 * embeds (a booking, a merchandise) bought there, and the product types it does not embed (a
 * subscription, a package) and a geofenced booking bought standalone. Methods differ from the
 * desktop's for the same product, so each product meets a second one.
 */
const embedded: readonly Journey[] = [
  { product: 'massage', payment: 'visa', month: 7 },
  { product: 'coffee', payment: 'cash', month: 1 },
];

const standalone: readonly Journey[] = [
  { product: 'coffeeClub', payment: 'cash', month: 3 },
  { product: 'spaPackage', payment: 'mada', month: 1 },
  { product: 'carWash', payment: 'bankTransfer', month: 3 },
];

test.describe('journeys on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const journey of embedded) {
    test(`embedded in the host shop: ${journeyTitle(journey)}`, async ({
      page,
      t,
      api,
      request,
      checkout,
      shopper,
    }) => {
      test.slow();
      await walkEmbedded({ page, t, api, request, checkout, shopper }, journey);
    });
  }

  for (const journey of standalone) {
    test(`standalone: ${journeyTitle(journey)}`, async ({
      page,
      t,
      api,
      request,
      checkout,
      shopper,
    }) => {
      test.slow();
      await walkStandalone({ page, t, api, request, checkout, shopper }, journey);
    });
  }
});
