// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { listOf, testLocation } from '../../testing/account-fixtures.ts';
import { fakeAccountApi } from '../../testing/fake-account-api.ts';
import { renderAccount } from '../../testing/render-account.ts';
import type { PositionSource } from './location-form.tsx';
import { LocationsPage } from './locations-page.tsx';

function renderLocations(geolocation?: PositionSource) {
  const accountApi = fakeAccountApi();
  accountApi.locations.list.mockResolvedValue(listOf([testLocation]));
  return renderAccount({
    ui: createElement(LocationsPage, { geolocation }),
    accountApi,
  });
}

const position = (latitude: number, longitude: number) =>
  ({ coords: { latitude, longitude } }) as GeolocationPosition;

describe('LocationsPage', () => {
  it('lists the saved locations with their coordinates', async () => {
    const { findByRole } = renderLocations();
    const home = (await findByRole('heading', { name: 'Home' })).closest('li');
    expect(home?.textContent).toContain('24.713552, 46.675296');
  });

  it('adds a typed location, refusing coordinates out of range first', async () => {
    const { findByRole, getByRole, findByText, user, accountApi } = renderLocations();
    accountApi.locations.create.mockResolvedValue({ ...testLocation, id: 'office' });
    await user.click(await findByRole('button', { name: 'Add a location' }));
    await user.type(getByRole('textbox', { name: 'Description' }), 'Office');
    await user.type(getByRole('textbox', { name: 'Latitude' }), '91');
    await user.type(getByRole('textbox', { name: 'Longitude' }), '٤٦٫٥');
    await user.click(getByRole('button', { name: 'Save' }));
    expect(await findByText('Enter a latitude between -90 and 90')).toBeDefined();
    expect(await findByText('Enter a longitude between -180 and 180')).toBeDefined();
    expect(accountApi.locations.create).not.toHaveBeenCalled();

    const latitude = getByRole('textbox', { name: 'Latitude' });
    const longitude = getByRole('textbox', { name: 'Longitude' });
    await user.clear(latitude);
    await user.type(latitude, '٢٤.٥');
    await user.clear(longitude);
    await user.type(longitude, '-46.25');
    await user.click(getByRole('button', { name: 'Save' }));
    expect(await findByText('The location has been saved.')).toBeDefined();
    expect(accountApi.locations.create).toHaveBeenCalledWith({
      description: 'Office',
      latitude: 24.5,
      longitude: -46.25,
      type: null,
    });
  });

  it("fills the coordinates from the browser's position, or says it could not", async () => {
    const getCurrentPosition = vi
      .fn<PositionSource['getCurrentPosition']>()
      .mockImplementationOnce((_success, failure) =>
        failure?.({ code: 1, message: 'denied' } as GeolocationPositionError),
      )
      .mockImplementationOnce((success) => success(position(21.5433331, 39.1727791)));
    const { findByRole, getByRole, findByText, user } = renderLocations({ getCurrentPosition });
    await user.click(await findByRole('button', { name: 'Add a location' }));
    await user.click(getByRole('button', { name: 'Use my current location' }));
    expect(
      await findByText(
        'Your location could not be read. Allow location access or type the coordinates.',
      ),
    ).toBeDefined();
    await user.click(getByRole('button', { name: 'Use my current location' }));
    expect((getByRole('textbox', { name: 'Latitude' }) as HTMLInputElement).value).toBe(
      '21.543333',
    );
    expect((getByRole('textbox', { name: 'Longitude' }) as HTMLInputElement).value).toBe(
      '39.172779',
    );
  });

  it('edits a location with its values filled in', async () => {
    const { findByRole, getByRole, findByText, user, accountApi } = renderLocations();
    accountApi.locations.update.mockResolvedValue(testLocation);
    await user.click(await findByRole('button', { name: 'Edit Home' }));
    const description = getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, 'My home');
    await user.click(getByRole('button', { name: 'Save' }));
    expect(await findByText('The location has been saved.')).toBeDefined();
    expect(accountApi.locations.update).toHaveBeenCalledWith('home', {
      description: 'My home',
      latitude: 24.713552,
      longitude: 46.675296,
      type: null,
    });
  });

  it('deletes a location only once the shopper confirms', async () => {
    const { findByRole, getByRole, findByText, user, accountApi } = renderLocations();
    accountApi.locations.delete.mockResolvedValue(undefined);
    await user.click(await findByRole('button', { name: 'Delete Home' }));
    const dialog = getByRole('dialog', { name: 'Delete this location?' });
    expect(dialog.textContent).toContain('Home will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findByText('The location has been deleted.')).toBeDefined();
    expect(accountApi.locations.delete).toHaveBeenCalledWith('home');
  });
});
