// @vitest-environment jsdom
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { listOf, testLocation } from '../../testing/account-fixtures.ts';
import { fakeAccountApi } from '../../testing/fake-account-api.ts';
import { renderAccount } from '../../testing/render-account.ts';
import { SavedLocationPicker } from './saved-location-picker.tsx';

describe('SavedLocationPicker', () => {
  it('offers the saved locations as radio buttons and hands over the chosen one', async () => {
    const accountApi = fakeAccountApi();
    const office = {
      ...testLocation,
      id: 'office',
      description: null,
      latitude: 21.5,
      longitude: 39.2,
    };
    accountApi.locations.list.mockResolvedValue(listOf([testLocation, office]));
    const onChange = vi.fn();
    const { findByRole, getByRole, user } = renderAccount({
      ui: createElement(SavedLocationPicker, { value: null, onChange }),
      accountApi,
    });
    expect(await findByRole('group', { name: 'Saved locations' })).toBeDefined();
    await user.click(getByRole('radio', { name: '21.500000, 39.200000' }));
    expect(onChange).toHaveBeenCalledWith(office);
    expect(getByRole('radio', { name: 'Home' })).toHaveProperty('checked', false);
  });
});
