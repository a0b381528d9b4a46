// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { listOf, testCarPreset } from '../../testing/account-fixtures.ts';
import { fakeAccountApi } from '../../testing/fake-account-api.ts';
import { renderAccount } from '../../testing/render-account.ts';
import { missingRequired } from './preset-values-form.tsx';
import { PresetsPage, shownValue } from './presets-page.tsx';

function renderPresets() {
  const accountApi = fakeAccountApi();
  accountApi.presets.presetsWithValues.mockResolvedValue(listOf([testCarPreset]));
  return { ...renderAccount({ ui: createElement(PresetsPage), accountApi }), accountApi };
}

describe('PresetsPage', () => {
  it('shows each saved group with its values, the default marked', async () => {
    const { findByRole, getByRole } = renderPresets();
    const car = await findByRole('region', { name: 'Car' });
    const myCar = within(car).getByRole('heading', { name: 'My car' }).closest('li');
    expect(myCar?.textContent).toContain('Default');
    expect(myCar?.textContent).toContain('ABC 1234');
    expect(myCar?.textContent).toContain('White');
    const unnamed = getByRole('heading', { name: 'Saved values 2' }).closest('li');
    expect(unnamed?.textContent).toContain('Black');
    expect(unnamed?.textContent).not.toContain('Default');
  });

  it('makes a group the default and reloads the list', async () => {
    const { findByRole, findByText, user, accountApi } = renderPresets();
    accountApi.presets.setDefaultGroup.mockResolvedValue(testCarPreset.groups[1]);
    await user.click(await findByRole('button', { name: 'Make Saved values 2 the default' }));
    expect(await findByText('The default has been changed.')).toBeDefined();
    expect(accountApi.presets.setDefaultGroup).toHaveBeenCalledWith('family-car');
    expect(accountApi.presets.presetsWithValues).toHaveBeenCalledTimes(2);
  });

  it('deletes a group only once the shopper confirms', async () => {
    const { findByRole, getByRole, findByText, user, accountApi } = renderPresets();
    accountApi.presets.deleteGroup.mockResolvedValue(undefined);
    await user.click(await findByRole('button', { name: 'Delete My car' }));
    const dialog = getByRole('dialog', { name: 'Delete these values?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(accountApi.presets.deleteGroup).not.toHaveBeenCalled();

    await user.click(getByRole('button', { name: 'Delete My car' }));
    await user.click(
      within(getByRole('dialog', { name: 'Delete these values?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await findByText('The values have been deleted.')).toBeDefined();
    expect(accountApi.presets.deleteGroup).toHaveBeenCalledWith('my-car');
  });

  it('adds values: a required field left empty is refused, then the group is saved', async () => {
    const { findByRole, getByRole, findByText, user, accountApi } = renderPresets();
    accountApi.presets.addValues.mockResolvedValue(testCarPreset.groups[0]);
    await user.click(await findByRole('button', { name: 'Add values to Car' }));
    await user.type(getByRole('textbox', { name: 'Name (optional)' }), 'Van');
    await user.click(getByRole('button', { name: 'Save' }));
    expect(await findByText('This field is required')).toBeDefined();
    expect(document.activeElement).toBe(getByRole('textbox', { name: 'Plate number' }));
    expect(accountApi.presets.addValues).not.toHaveBeenCalled();

    await user.type(getByRole('textbox', { name: 'Plate number' }), 'VAN 1');
    await user.selectOptions(getByRole('combobox', { name: 'Colour' }), 'Black');
    await user.click(getByRole('button', { name: 'Save' }));
    expect(await findByText('The values have been saved.')).toBeDefined();
    expect(accountApi.presets.addValues).toHaveBeenCalledWith('car', {
      name: 'Van',
      values: { plate: 'VAN 1', color: 'black' },
    });
  });

  it('edits a group in place with its values filled in', async () => {
    const { findByRole, getByRole, findByText, user, accountApi } = renderPresets();
    accountApi.presets.updateValues.mockResolvedValue(testCarPreset.groups[0]);
    await user.click(await findByRole('button', { name: 'Edit My car' }));
    const plate = getByRole('textbox', { name: 'Plate number' });
    expect((plate as HTMLInputElement).value).toBe('ABC 1234');
    await user.clear(plate);
    await user.type(plate, 'NEW 1');
    await user.click(getByRole('button', { name: 'Save' }));
    expect(await findByText('The values have been saved.')).toBeDefined();
    expect(accountApi.presets.updateValues).toHaveBeenCalledWith('my-car', {
      name: 'My car',
      values: { plate: 'NEW 1', model: 'Camry', color: 'white' },
    });
  });
});

describe('missingRequired', () => {
  it('names the required fields left empty or blank, never a checkbox', () => {
    const fields = [
      { key: 'a', required: true, type: 'text' as const },
      { key: 'b', required: true, type: 'text' as const },
      { key: 'c', required: false, type: 'text' as const },
      { key: 'd', required: true, type: 'checkbox' as const },
    ];
    expect(missingRequired(fields, { a: 'x', b: '  ' })).toEqual(['b']);
  });
});

describe('shownValue', () => {
  const t = (key: string) => (key === 'account.yes' ? 'Yes' : 'No');
  it('shows a choice by its label, a checkbox as yes or no, nothing as a dash', () => {
    const select = { type: 'select' as const, options: [{ value: 'b', label: 'Black' }] };
    expect(shownValue(select, 'b', t)).toBe('Black');
    expect(shownValue({ type: 'checkbox', options: null }, 'true', t)).toBe('Yes');
    expect(shownValue({ type: 'checkbox', options: null }, 'false', t)).toBe('No');
    expect(shownValue({ type: 'text', options: null }, undefined, t)).toBe('—');
  });
});
