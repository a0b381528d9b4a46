// @vitest-environment jsdom
import { ApiError } from '@storefront/sdk';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { testCustomer } from '../../testing/account-fixtures.ts';
import { fakeAccountApi } from '../../testing/fake-account-api.ts';
import { renderAccount } from '../../testing/render-account.ts';
import { ProfilePage } from './profile-page.tsx';

function renderProfile() {
  const accountApi = fakeAccountApi();
  accountApi.customer.get.mockResolvedValue(testCustomer);
  return renderAccount({ ui: createElement(ProfilePage), accountApi });
}

describe('ProfilePage', () => {
  it('refuses a malformed email on its field, without a call', async () => {
    const { findByRole, getByRole, findByText, user, accountApi } = renderProfile();
    const email = await findByRole('textbox', { name: 'Email' });
    await user.type(email, 'sara@');
    await user.click(getByRole('button', { name: 'Save my details' }));
    expect(await findByText('Enter a valid email address')).toBeDefined();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(accountApi.customer.update).not.toHaveBeenCalled();
  });

  it('saves the name and a valid email, keeping the custom fields, and says so', async () => {
    const { findByRole, getByRole, findByText, user, accountApi } = renderProfile();
    accountApi.customer.update.mockResolvedValue({
      ...testCustomer,
      name: 'Sara Q.',
      email: 'sara@example.com',
    });
    const name = await findByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.type(name, '  Sara Q. ');
    await user.type(getByRole('textbox', { name: 'Email' }), 'sara@example.com');
    await user.click(getByRole('button', { name: 'Save my details' }));
    expect(await findByText('Your details have been saved.')).toBeDefined();
    expect(accountApi.customer.update).toHaveBeenCalledWith({
      name: 'Sara Q.',
      email: 'sara@example.com',
      customFields: { vip: 'yes' },
    });
  });

  it('sends an emptied email as none, and shows the server refusal', async () => {
    const { findByRole, getByRole, findByText, user, accountApi } = renderProfile();
    accountApi.customer.update.mockRejectedValue(
      new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Name is too long' }),
    );
    await findByRole('textbox', { name: 'Email' });
    await user.click(getByRole('button', { name: 'Save my details' }));
    expect(await findByText('Name is too long')).toBeDefined();
    expect(accountApi.customer.update).toHaveBeenCalledWith({
      name: 'Sara',
      email: null,
      customFields: { vip: 'yes' },
    });
  });

  it('requires a name', async () => {
    const { findByRole, getByRole, findByText, user, accountApi } = renderProfile();
    await user.clear(await findByRole('textbox', { name: 'Full name' }));
    await user.click(getByRole('button', { name: 'Save my details' }));
    expect(await findByText('This field is required')).toBeDefined();
    expect(accountApi.customer.update).not.toHaveBeenCalled();
  });
});
