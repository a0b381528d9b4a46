import { authStorageKeys } from '@storefront/sdk';
import { presetListSchema, type Preset } from '@storefront/contracts';
import type { Page, APIRequestContext } from '@playwright/test';
import { customerAccountSeedIds } from '@storefront/api/seed';
import { expect, test } from '../fixtures/account-test.ts';

/**
 * The seeded "Car" preset as the API names it in `language` (its name, labels and options are
 * the tenant's data, not the app's texts), read with the page's session.
 */
async function carPreset(page: Page, request: APIRequestContext, language: string) {
  const token = await page.evaluate(
    (key) => localStorage.getItem(key),
    authStorageKeys.accessToken,
  );
  const response = await request.get('/api/app/presets/presets-list', {
    headers: {
      __tenant: 'demo',
      authorization: `Bearer ${token ?? ''}`,
      'accept-language': language,
    },
  });
  const presets = presetListSchema.parse(await response.json());
  const car = presets.items.find((preset) => preset.id === customerAccountSeedIds.presets.car);
  if (!car) throw new Error('The demo tenant has no Car preset');
  const label = (key: string) => fieldOf(car, key).label;
  const black = fieldOf(car, 'color').options?.find((option) => option.value === 'black')?.label;
  return {
    name: car.name,
    plate: label('plate'),
    model: label('model'),
    colour: label('color'),
    black: black ?? '',
  };
}

function fieldOf(preset: Preset, key: string) {
  const field = preset.fields.find((candidate) => candidate.key === key);
  if (!field) throw new Error(`The Car preset has no ${key} field`);
  return field;
}

test('create, edit, make default and delete a preset', async ({
  account,
  page,
  request,
  shopper,
  verifyScreen,
}) => {
  // Four saves and a delete, each reloading the list: more than the default minute on a busy machine.
  test.slow();
  await account.open('/login');
  await account.signIn(shopper);
  const seeded = await carPreset(page, request, account.t.language);
  await account.navLink('Saved presets').click();
  await expect(account.heading('Saved presets')).toBeVisible();
  const car = page.getByRole('region', { name: seeded.name });
  await expect(car.getByText(account.t('Nothing saved for this preset yet.'))).toBeVisible();
  await verifyScreen('account-presets-empty');

  // A first set: the plate is required.
  await car
    .getByRole('button', { name: account.t('Add values to {{name}}', { name: seeded.name }) })
    .click();
  await car.getByRole('textbox', { name: account.t('Name (optional)') }).fill('Family car');
  await car.getByRole('button', { name: account.t('Save'), exact: true }).click();
  await expect(car.getByText(account.t.key('validation.required')).first()).toBeVisible();
  await car.getByRole('textbox', { name: seeded.plate }).fill('KSA 1111');
  await car.getByRole('textbox', { name: seeded.model }).fill('Land Cruiser');
  await car.getByRole('combobox', { name: seeded.colour }).selectOption({ label: seeded.black });
  await verifyScreen('account-preset-form');
  await car.getByRole('button', { name: account.t('Save'), exact: true }).click();
  await expect(account.message('The values have been saved.')).toBeVisible();
  const family = car.getByRole('listitem').filter({ hasText: 'Family car' });
  await expect(family).toContainText('KSA 1111');
  await expect(family).toContainText(seeded.black);

  // A second set, then edit it.
  await car
    .getByRole('button', { name: account.t('Add values to {{name}}', { name: seeded.name }) })
    .click();
  await car.getByRole('textbox', { name: account.t('Name (optional)') }).fill('Work car');
  await car.getByRole('textbox', { name: seeded.plate }).fill('KSA 2222');
  await car.getByRole('button', { name: account.t('Save'), exact: true }).click();
  const work = car.getByRole('listitem').filter({ hasText: 'Work car' });
  await expect(work).toContainText('KSA 2222');
  await work
    .getByRole('button', { name: account.t('Edit {{name}}', { name: 'Work car' }) })
    .click();
  await car.getByRole('textbox', { name: seeded.plate }).fill('KSA 3333');
  await car.getByRole('button', { name: account.t('Save'), exact: true }).click();
  await expect(work).toContainText('KSA 3333');

  // Make the second the default: the first no longer is.
  await work
    .getByRole('button', { name: account.t('Make {{name}} the default', { name: 'Work car' }) })
    .click();
  await expect(account.message('The default has been changed.')).toBeVisible();
  await expect(work.getByText(account.t('Default'), { exact: true })).toBeVisible();
  await expect(family.getByText(account.t('Default'), { exact: true })).toHaveCount(0);
  await verifyScreen('account-presets');

  // Delete asks first; cancelling keeps it, confirming deletes it.
  await family
    .getByRole('button', { name: account.t('Delete {{name}}', { name: 'Family car' }) })
    .click();
  const dialog = page.getByRole('dialog', { name: account.t('Delete these values?') });
  await expect(dialog).toBeVisible();
  await verifyScreen('account-preset-delete');
  await dialog.getByRole('button', { name: account.t('Cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(family).toBeVisible();
  await family
    .getByRole('button', { name: account.t('Delete {{name}}', { name: 'Family car' }) })
    .click();
  await dialog.getByRole('button', { name: account.t('Delete'), exact: true }).click();
  await expect(account.message('The values have been deleted.')).toBeVisible();
  await expect(family).toHaveCount(0);
  await expect(work).toBeVisible();
});

test('add a location from typed coordinates and from the browser, edit one, delete one', async ({
  account,
  context,
  page,
  shopper,
  verifyScreen,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 21.543333, longitude: 39.172779 });
  await account.open('/login');
  await account.signIn(shopper);
  await account.navLink('Saved locations').click();
  await expect(account.heading('Saved locations')).toBeVisible();
  await expect(account.message('You have no saved locations.')).toBeVisible();

  // Typed: out-of-range coordinates are refused on the field.
  await account.button('Add a location').click();
  await account.textbox('Description').fill('Home');
  await account.textbox('Latitude').fill('95');
  await account.textbox('Longitude').fill('46.675296');
  await account.button('Save').click();
  await expect(account.message('Enter a latitude between -90 and 90')).toBeVisible();
  await verifyScreen('account-location-form');
  await account.textbox('Latitude').fill('24.713552');
  await account.button('Save').click();
  await expect(account.message('The location has been saved.')).toBeVisible();
  const home = page.getByRole('listitem').filter({ hasText: 'Home' });
  await expect(home).toContainText('24.713552, 46.675296');

  // From the browser's position.
  await account.button('Add a location').click();
  await account.textbox('Description').fill('Office');
  await account.button('Use my current location').click();
  await expect(account.textbox('Latitude')).toHaveValue('21.543333');
  await expect(account.textbox('Longitude')).toHaveValue('39.172779');
  await account.button('Save').click();
  const office = page.getByRole('listitem').filter({ hasText: 'Office' });
  await expect(office).toContainText('21.543333, 39.172779');
  await verifyScreen('account-locations');

  // Edit one.
  await office
    .getByRole('button', { name: account.t('Edit {{name}}', { name: 'Office' }) })
    .click();
  await account.textbox('Description').fill('Jeddah office');
  await account.button('Save').click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Jeddah office' })).toBeVisible();

  // Delete one, after the confirmation.
  await home.getByRole('button', { name: account.t('Delete {{name}}', { name: 'Home' }) }).click();
  const dialog = page.getByRole('dialog', { name: account.t('Delete this location?') });
  await expect(dialog).toContainText(
    account.t('{{name}} will be deleted. This cannot be undone.', { name: 'Home' }),
  );
  await verifyScreen('account-location-delete');
  await dialog.getByRole('button', { name: account.t('Delete'), exact: true }).click();
  await expect(account.message('The location has been deleted.')).toBeVisible();
  await expect(home).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Jeddah office' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Home' })).toHaveCount(0);
});
