// @vitest-environment jsdom
import {
  otherDigits,
  type Availability,
  type CustomerLocation,
  type Product,
} from '@storefront/contracts';
import { ApiError, type ReservationEffects } from '@storefront/sdk';
import { fireEvent } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { legendOf, watchAppearsWith } from '../../testing/appears-with.ts';
import { renderPage } from '../../testing/render-page.ts';
import { ReservationWidget } from './reservation-widget.tsx';

const now = () => Date.parse('2030-01-15T09:00:00Z');

const massage: Product = {
  id: 'massage',
  name: 'Massage Session',
  description: 'One hour',
  typeString: 'reservation',
  imageUrl: null,
  pricing: [
    {
      id: 'hour',
      name: 'One hour',
      amount: 200,
      discountedAmount: null,
      depositAmount: null,
      period: null,
      stock: { isUnlimited: true, availableQuantity: 0 },
    },
  ],
  amount: 200,
  discountedAmount: null,
  customFields: [
    {
      key: 'hotStones',
      label: 'Hot stones',
      type: 'checkbox',
      required: false,
      options: null,
      price: 50,
    },
  ],
  subscriptionStartDate: null,
  isFullDayBooking: false,
  isVariableDuration: false,
  enableCustomerToChooseProvider: true,
  showProviderName: true,
  productProviders: [
    { id: 'noura', name: 'Noura' },
    { id: 'huda', name: 'Huda' },
  ],
  hasGeofencedProviders: false,
};

const nineOClock = {
  from: '2030-01-20T09:00:00+03:00',
  to: '2030-01-20T10:00:00+03:00',
  availableProviderIds: ['noura'],
  maxConnectedTo: '2030-01-20T10:00:00+03:00',
};
const tenOClock = {
  from: '2030-01-20T10:00:00+03:00',
  to: '2030-01-20T11:00:00+03:00',
  availableProviderIds: ['noura', 'huda'],
  maxConnectedTo: '2030-01-20T11:00:00+03:00',
};
const january: Availability = { isLocationApplicable: true, slots: [nineOClock, tenOClock] };

type EffectMocks = { [K in keyof ReservationEffects]: Mock<ReservationEffects[K]> };

function effects(overrides: Partial<EffectMocks> = {}): EffectMocks {
  return {
    fetchAvailabilities: vi.fn<ReservationEffects['fetchAvailabilities']>(async () => january),
    fetchPriceAmount: vi.fn<ReservationEffects['fetchPriceAmount']>(async (input) => ({
      effectiveQuantity: input.quantity,
      totalPrice: 200 * input.quantity + (input.customFieldValues['hotStones'] === 'true' ? 50 : 0),
      totalAfterDiscount: 200 * input.quantity,
      depositAmount: 0,
    })),
    addToCart: vi.fn<ReservationEffects['addToCart']>(async () => undefined),
    ...overrides,
  };
}

function renderWidget(
  fake = effects(),
  {
    product = massage,
    language = 'en' as const,
    savedLocations = [],
  }: { product?: Product; language?: 'en' | 'ar'; savedLocations?: CustomerLocation[] } = {},
) {
  const announce = vi.fn();
  const page = renderPage(
    createElement(ReservationWidget, {
      product,
      language,
      effects: fake,
      announce,
      now,
      savedLocations,
      checkoutUrl: () => '/?tenant=demo&cartId=c1&lang=en',
    }),
    { language },
  );
  return { ...page, fake, announce };
}

describe('ReservationWidget (docs/product/widgets.md)', () => {
  it('shows the month with Hijri dates, disables days without slots, and books a chosen slot, provider and add-on', async () => {
    const { findByRole, getByRole, getByLabelText, user, fake, findByText } = renderWidget();
    // WCAG 2.5.3 Label in Name: the name starts with the visible day and Hijri date, then adds
    // only what they leave out: the date is said once.
    const day = await findByRole('button', {
      name: /^20\s*16 Ram\.\s*,\s*Sunday, January 2030, 1451 AH$/,
    });
    await vi.waitFor(() => expect((day as HTMLButtonElement).disabled).toBe(false));
    expect(
      (getByRole('button', { name: /^21\s.*Monday, January 2030/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(day);
    await user.click(await findByRole('radio', { name: '09:00 – 10:00' }));
    // Huda is not free at nine: she cannot be chosen.
    expect((getByRole('radio', { name: 'Huda' }) as HTMLInputElement).disabled).toBe(true);
    expect(await findByText('1 provider free at this time')).toBeTruthy();

    await user.click(getByRole('radio', { name: '10:00 – 11:00' }));
    await vi.waitFor(() =>
      expect((getByRole('radio', { name: 'Huda' }) as HTMLInputElement).disabled).toBe(false),
    );
    await user.click(getByRole('radio', { name: 'Huda' }));
    await user.click(await findByRole('checkbox', { name: /Hot stones/ }));
    await vi.waitFor(() => expect(getByLabelText('Price').textContent).toContain('250.00'));

    await user.click(getByRole('button', { name: 'Add to cart' }));
    expect(await findByText('Added to your cart.')).toBeTruthy();
    expect(fake.addToCart).toHaveBeenCalledTimes(1);
    expect(fake.addToCart.mock.calls[0]?.[0].item).toMatchObject({
      productId: 'massage',
      priceId: 'hour',
      quantity: 1,
      reservationDateFrom: tenOClock.from,
      reservationDateTo: tenOClock.to,
      providersIds: ['huda'],
      customFields: { hotStones: 'true' },
    });
    expect(getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toContain('c1');
  });

  it('writes the calendar and the slots in the pages’ Western digits in Arabic', async () => {
    const { findByRole, container, user } = renderWidget(effects(), { language: 'ar' });
    const day = await findByRole('button', { name: /^20\s.*يناير 2030/ });
    expect(day.textContent).toContain('20');
    expect(day.textContent).toContain('16 رمضان');
    await user.click(day);
    await findByRole('radio', { name: /09:00/ });
    // docs/decisions/0026-digits.md: one digit system on the page, names and labels included.
    const labels = [...container.querySelectorAll('[aria-label]')].map((element) =>
      element.getAttribute('aria-label'),
    );
    expect([container.textContent, ...labels].join(' ')).not.toMatch(otherDigits);
  });

  it('a slot taken before the add says so and shows fresh slots', async () => {
    const fake = effects({
      addToCart: vi.fn<ReservationEffects['addToCart']>(async () => {
        throw new ApiError({ status: 409, code: 'ITEM_NOT_AVAILABLE', message: 'Taken' });
      }),
    });
    const { findByRole, user, findByText } = renderWidget(fake);
    await user.click(await findByRole('button', { name: /^20\s.*Sunday, January 2030/ }));
    await user.click(await findByRole('radio', { name: '09:00 – 10:00' }));
    fake.fetchAvailabilities.mockResolvedValue({ isLocationApplicable: true, slots: [tenOClock] });
    const calls = fake.fetchAvailabilities.mock.calls.length;
    await user.click(await findByRole('button', { name: 'Add to cart' }));
    expect(
      await findByText(
        'Sorry, that time was just booked by someone else. Here are the times still free.',
      ),
    ).toBeTruthy();
    await vi.waitFor(() => expect(fake.fetchAvailabilities.mock.calls.length).toBe(calls + 1));
    await findByRole('radio', { name: '10:00 – 11:00' });
    await vi.waitFor(() =>
      expect(document.querySelector('input[id^="slot-2030-01-20T09"]')).toBeNull(),
    );
  });

  it('says "Failed to update the price amount" with a retry that prices again', async () => {
    const fake = effects();
    fake.fetchPriceAmount.mockRejectedValueOnce(
      new ApiError({ status: 500, code: 'API_ERROR', message: 'boom' }),
    );
    const { findByText, getByRole, user, getByLabelText } = renderWidget(fake);
    expect(await findByText('Failed to update the price amount')).toBeTruthy();
    await user.click(getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(getByLabelText('Price').textContent).toContain('200.00'));
  });

  it('stops after 5 failed tries with "Start over", which begins again', async () => {
    const fake = effects({
      fetchAvailabilities: vi.fn<ReservationEffects['fetchAvailabilities']>(async () => {
        throw new ApiError({ status: 503, code: 'API_ERROR', message: 'down' });
      }),
    });
    const { findByRole, findByText, user } = renderWidget(fake);
    for (let retry = 1; retry < 5; retry++) {
      expect(await findByText('Failed to fetch availabilities')).toBeTruthy();
      await user.click(await findByRole('button', { name: 'Try Again' }));
    }
    await findByText('Failed to fetch availabilities');
    await user.click(await findByRole('button', { name: 'Try Again' }));
    expect(await findByText('We could not complete this after several tries.')).toBeTruthy();
    fake.fetchAvailabilities.mockResolvedValue(january);
    await user.click(await findByRole('button', { name: 'Start over' }));
    expect(await findByRole('button', { name: /^20\s.*Sunday, January 2030/ })).toBeTruthy();
  });

  it('asks a geofenced product for a location and says when it is outside the service area', async () => {
    const fake = effects({
      // The washers' area does not reach the point the shopper gives.
      fetchAvailabilities: vi.fn<ReservationEffects['fetchAvailabilities']>(async () => ({
        isLocationApplicable: false,
        slots: [],
      })),
    });
    const { findByText, getByRole, user } = renderWidget(fake, {
      product: { ...massage, hasGeofencedProviders: true },
    });
    expect(
      await findByText('This service comes to you: set your location to see the available times.'),
    ).toBeTruthy();
    await user.type(getByRole('textbox', { name: 'Latitude' }), '95');
    await user.type(getByRole('textbox', { name: 'Longitude' }), '39.17');
    await user.click(getByRole('button', { name: 'Use this point' }));
    expect(
      await findByText('Enter a latitude between -90 and 90 and a longitude between -180 and 180.'),
    ).toBeTruthy();
    await user.clear(getByRole('textbox', { name: 'Latitude' }));
    await user.type(getByRole('textbox', { name: 'Latitude' }), '21.54');
    await user.click(getByRole('button', { name: 'Use this point' }));
    expect(await findByText('Sorry, this location is outside the service area.')).toBeTruthy();
    expect(fake.fetchAvailabilities.mock.lastCall?.[0].customerLocation).toMatchObject({
      latitude: 21.54,
      longitude: 39.17,
    });
  });
  it('books a full-day product by its day alone', async () => {
    const chaletDay = {
      from: '2030-01-20T00:00:00+03:00',
      to: '2030-01-21T00:00:00+03:00',
      availableProviderIds: ['chalet'],
      maxConnectedTo: '2030-01-21T00:00:00+03:00',
    };
    const fake = effects({
      fetchAvailabilities: vi.fn<ReservationEffects['fetchAvailabilities']>(async () => ({
        isLocationApplicable: true,
        slots: [chaletDay],
      })),
    });
    const chalet: Product = {
      ...massage,
      isFullDayBooking: true,
      enableCustomerToChooseProvider: false,
      showProviderName: false,
      productProviders: [{ id: 'chalet', name: 'Chalet' }],
      customFields: [],
    };
    const { findByRole, findByText, queryByRole, user, getByRole } = renderWidget(fake, {
      product: chalet,
    });
    expect(await findByText('Choose the day')).toBeTruthy();
    const day = await findByRole('button', { name: /^20\s.*Sunday, January 2030/ });
    await vi.waitFor(() => expect((day as HTMLButtonElement).disabled).toBe(false));
    await user.click(day);
    expect(queryByRole('radio')).toBeNull();
    await vi.waitFor(() => expect(day.getAttribute('aria-pressed')).toBe('true'));
    await user.click(getByRole('button', { name: 'Add to cart' }));
    expect(await findByText('Added to your cart.')).toBeTruthy();
    expect(fake.addToCart.mock.calls[0]?.[0].item).toMatchObject({
      reservationDateFrom: chaletDay.from,
      reservationDateTo: chaletDay.to,
    });
  });

  it('does not book a variable-duration product by a date alone: a start, then an end', async () => {
    const reach = '2030-01-20T12:00:00+03:00';
    const hour = (start: number) => ({
      from: `2030-01-20T${String(start).padStart(2, '0')}:00:00+03:00`,
      to: `2030-01-20T${String(start + 1).padStart(2, '0')}:00:00+03:00`,
      availableProviderIds: ['room'],
      maxConnectedTo: reach,
    });
    const fake = effects({
      fetchAvailabilities: vi.fn<ReservationEffects['fetchAvailabilities']>(async () => ({
        isLocationApplicable: true,
        slots: [hour(9), hour(10), hour(11)],
      })),
    });
    const room: Product = {
      ...massage,
      isVariableDuration: true,
      enableCustomerToChooseProvider: false,
      showProviderName: false,
      productProviders: [{ id: 'room', name: 'Room' }],
      customFields: [],
    };
    const { findByRole, findByText, user, getByLabelText, getByRole } = renderWidget(fake, {
      product: room,
    });
    expect(
      await findByText(
        'This booking is not chosen by a date alone: pick a day, then a start and an end time.',
      ),
    ).toBeTruthy();
    const day = await findByRole('button', { name: /^20\s.*Sunday, January 2030/ });
    await vi.waitFor(() => expect((day as HTMLButtonElement).disabled).toBe(false));
    await user.click(day);
    await user.click(await findByRole('radio', { name: '09:00 – 10:00' }));
    const end = (await vi.waitFor(() => getByLabelText('End time'))) as HTMLSelectElement;
    expect([...end.options].map((option) => option.textContent)).toEqual([
      '10:00',
      '11:00',
      '12:00',
    ]);
    await user.selectOptions(end, reach);
    await vi.waitFor(() =>
      expect(fake.fetchPriceAmount.mock.lastCall?.[0]).toMatchObject({ to: reach }),
    );
    await user.click(getByRole('button', { name: 'Add to cart' }));
    expect(await findByText('Added to your cart.')).toBeTruthy();
    expect(fake.addToCart.mock.calls[0]?.[0].item).toMatchObject({
      reservationDateFrom: hour(9).from,
      reservationDateTo: reach,
    });
  });
  it('opens on the first day with free times, and "Add to cart" with no time says to choose one without locking the widget', async () => {
    const { findByRole, findByText, getByRole, queryByRole, user, fake } = renderWidget();
    // Today (the 15th) has no free time: the 20th's times are shown at once.
    expect(await findByRole('radio', { name: '09:00 – 10:00' })).toBeTruthy();
    const day = getByRole('button', { name: /^20\s.*Sunday, January 2030/ });
    expect(day.getAttribute('aria-pressed')).toBe('true');
    await user.click(getByRole('button', { name: 'Add to cart' }));
    expect(await findByText('Choose a time for your booking.')).toBeTruthy();
    expect(queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(fake.addToCart).not.toHaveBeenCalled();
    await user.click(getByRole('radio', { name: '10:00 – 11:00' }));
    await vi.waitFor(() =>
      expect(queryByRole('alert')?.textContent ?? '').not.toContain('Choose a time'),
    );
    await user.click(getByRole('button', { name: 'Add to cart' }));
    expect(await findByText('Added to your cart.')).toBeTruthy();
  });

  it("a product that names its provider without a choice (the Photo Session) books the slot's free provider", async () => {
    const photo: Product = {
      ...massage,
      enableCustomerToChooseProvider: false,
      showProviderName: true,
      productProviders: [{ id: 'noura', name: 'Noura' }],
      customFields: [],
    };
    const { findByRole, findByText, getByRole, user, fake } = renderWidget(effects(), {
      product: photo,
    });
    await user.click(await findByRole('radio', { name: '09:00 – 10:00' }));
    expect(await findByText('With Noura')).toBeTruthy();
    await user.click(getByRole('button', { name: 'Add to cart' }));
    expect(await findByText('Added to your cart.')).toBeTruthy();
    expect(fake.addToCart.mock.calls[0]?.[0].item).toMatchObject({
      providersIds: ['noura'],
      providerCount: 1,
    });
  });

  it('raising the quantity keeps the chosen time when it fits, and prices the add-on with it', async () => {
    const { findByRole, getByRole, getByLabelText, user, fake } = renderWidget();
    await user.click(await findByRole('radio', { name: '10:00 – 11:00' }));
    await user.click(await findByRole('checkbox', { name: /Hot stones/ }));
    await vi.waitFor(() => expect(getByLabelText('Price').textContent).toContain('250.00'));
    await user.click(getByRole('button', { name: 'Increase quantity' }));
    await vi.waitFor(() => expect(getByLabelText('Price').textContent).toContain('450.00'));
    expect((getByRole('radio', { name: '10:00 – 11:00' }) as HTMLInputElement).checked).toBe(true);
    expect(fake.fetchPriceAmount.mock.lastCall?.[0]).toMatchObject({
      quantity: 2,
      from: tenOClock.from,
      customFieldValues: { hotStones: 'true' },
    });
  });

  it('a quantity no time fits says so, prices the add-on, and suggests a month only when it has free times', async () => {
    const fake = effects();
    const { findByRole, findByText, getByRole, getByLabelText, queryByRole, user } =
      renderWidget(fake);
    await user.click(await findByRole('radio', { name: '10:00 – 11:00' }));
    await user.click(await findByRole('checkbox', { name: /Hot stones/ }));
    await vi.waitFor(() => expect(getByLabelText('Price').textContent).toContain('250.00'));
    // Two fit nowhere in January or February (the chosen time has one place); March has a time
    // for two.
    fake.fetchAvailabilities.mockImplementation(async ({ startDate, quantity }) =>
      startDate === '2030-03-01'
        ? {
            isLocationApplicable: true,
            slots: [
              { ...tenOClock, from: '2030-03-03T10:00:00+03:00', to: '2030-03-03T11:00:00+03:00' },
            ],
          }
        : quantity === 1 && startDate.startsWith('2030-01')
          ? january
          : { isLocationApplicable: true, slots: [] },
    );
    await user.click(getByRole('button', { name: 'Increase quantity' }));
    expect(
      await findByText(
        'Not enough free places at the time you chose. Places still free: 1. Choose another time, or lower the quantity.',
      ),
    ).toBeTruthy();
    await vi.waitFor(() => expect(getByLabelText('Price').textContent).toContain('450.00'));
    expect(await findByText('No times have room for 2 this month.')).toBeTruthy();
    expect(queryByRole('button', { name: /next month/i, hidden: false })).toBeTruthy();
    await user.click(await findByRole('button', { name: 'Show free times in March 2030' }));
    expect(await findByRole('button', { name: /^3\s.*Sunday, March 2030/ })).toBeTruthy();

    // When no later month has room either, none is suggested.
    fake.fetchAvailabilities.mockResolvedValue({ isLocationApplicable: true, slots: [] });
    await user.click(getByRole('button', { name: 'Increase quantity' }));
    expect(
      await findByText(
        'No times have room for 3 this month or in the next three months. Try a smaller quantity.',
      ),
    ).toBeTruthy();
    expect(queryByRole('button', { name: /Show free times/ })).toBeNull();
  });

  it.each([
    [
      'en',
      'Quantity',
      '10:00 – 11:00',
      'Not enough free places at the time you chose. Places still free: 3. Choose another time, or lower the quantity.',
    ],
    [
      'ar',
      'الكمية',
      /10:00/,
      'لا توجد أماكن شاغرة كافية في الوقت الذي اخترته. الأماكن الشاغرة المتبقية: 3. اختر وقتًا آخر أو قلّل الكمية.',
    ],
  ] as const)(
    'a quantity above the chosen time’s free places says how many are free (%s) and locks nothing',
    async (language, label, time, reason) => {
      // The ten o'clock time has 3 places.
      const fake = effects({
        fetchAvailabilities: vi.fn<ReservationEffects['fetchAvailabilities']>(
          async ({ quantity }) => ({
            isLocationApplicable: true,
            slots: quantity <= 3 ? [tenOClock] : [],
          }),
        ),
      });
      const { findByRole, findByText, getByLabelText, queryByText } = renderWidget(fake, {
        language,
      });
      const radio = await findByRole('radio', { name: time });
      fireEvent.click(radio);
      const quantity = getByLabelText(label) as HTMLInputElement;
      await vi.waitFor(() => expect(quantity.disabled).toBe(false));
      fireEvent.change(quantity, { target: { value: '5' } });
      expect(await findByText(reason)).toBeTruthy();
      // Not locked: a quantity that fits is taken and the time can be chosen again.
      await vi.waitFor(() => expect(quantity.disabled).toBe(false));
      fireEvent.change(quantity, { target: { value: '3' } });
      const again = await findByRole('radio', { name: time });
      await vi.waitFor(() => expect((again as HTMLInputElement).disabled).toBe(false));
      fireEvent.click(again);
      await vi.waitFor(() => expect((again as HTMLInputElement).checked).toBe(true));
      expect(queryByText(reason)).toBeNull();
    },
  );

  it('a full-day product does not speak of "a time": the chosen day is free for the whole day', async () => {
    const chaletDay = {
      from: '2030-01-20T00:00:00+03:00',
      to: '2030-01-21T00:00:00+03:00',
      availableProviderIds: ['chalet'],
      maxConnectedTo: '2030-01-21T00:00:00+03:00',
    };
    const chalet: Product = {
      ...massage,
      isFullDayBooking: true,
      enableCustomerToChooseProvider: false,
      showProviderName: false,
      productProviders: [{ id: 'chalet', name: 'Chalet' }],
      customFields: [],
    };
    const fake = effects({
      fetchAvailabilities: vi.fn<ReservationEffects['fetchAvailabilities']>(async () => ({
        isLocationApplicable: true,
        slots: [chaletDay],
      })),
    });
    const { findByRole, findByText, queryByText, getByRole, user } = renderWidget(fake, {
      product: chalet,
    });
    const day = await findByRole('button', { name: /^20\s.*Sunday, January 2030/ });
    await vi.waitFor(() => expect((day as HTMLButtonElement).disabled).toBe(false));
    // No day looks chosen before one is.
    expect(day.getAttribute('aria-pressed')).toBe('false');
    await user.click(getByRole('button', { name: 'Add to cart' }));
    expect(await findByText('Choose a day for your booking.')).toBeTruthy();
    await user.click(day);
    expect(await findByText('Free for the whole day.')).toBeTruthy();
    expect(queryByText(/at this time/)).toBeNull();
  });
  it("offers a signed-in shopper's saved locations to a geofenced booking, named by their description", async () => {
    const home: CustomerLocation = {
      id: 'home',
      latitude: 24.7136,
      longitude: 46.6753,
      description: 'Home',
      type: 'home',
    };
    const fake = effects();
    const { findByRole, findByText, user } = renderWidget(fake, {
      product: { ...massage, hasGeofencedProviders: true },
      savedLocations: [home],
    });
    await user.selectOptions(await findByRole('combobox', { name: 'Saved location' }), 'home');
    expect(await findByText('Location set: Home')).toBeTruthy();
    await vi.waitFor(() =>
      expect(fake.fetchAvailabilities.mock.lastCall?.[0].customerLocation).toMatchObject({
        latitude: 24.7136,
        longitude: 46.6753,
      }),
    );
  });

  it('opens on the next month with free times when the current month has none left', async () => {
    const february = {
      ...tenOClock,
      from: '2030-02-04T10:00:00+03:00',
      to: '2030-02-04T11:00:00+03:00',
      maxConnectedTo: '2030-02-04T11:00:00+03:00',
    };
    const fake = effects({
      fetchAvailabilities: vi.fn<ReservationEffects['fetchAvailabilities']>(
        async ({ startDate }) =>
          startDate === '2030-02-01'
            ? { isLocationApplicable: true, slots: [february] }
            : { isLocationApplicable: true, slots: [] },
      ),
    });
    const { findByRole, getByRole, queryByText } = renderWidget(fake);
    expect(await findByRole('radio', { name: '10:00 – 11:00' })).toBeTruthy();
    expect(
      getByRole('button', { name: /^4\s.*Monday, February 2030/ }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(queryByText(/No times/)).toBeNull();
  });
  it('appears whole, with its options section: "Add to cart" is never drawn where the section will push it from', async () => {
    const watch = watchAppearsWith(
      () => document.querySelector('button[type="submit"]'),
      () => legendOf('Options and details'),
    );
    const { findByText } = renderWidget();
    await findByText('Options and details');
    expect(watch.stop()).toEqual({ seen: true, without: 0 });
  });
});
