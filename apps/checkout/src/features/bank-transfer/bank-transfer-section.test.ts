// @vitest-environment jsdom
import type { BankAccount, BankReceiptInput } from '@storefront/contracts';
import { ApiError } from '@storefront/sdk';
import { waitFor } from '@testing-library/react';
import { createElement, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSdk } from '../../testing/fake-sdk.ts';
import { renderPage } from '../../testing/render-page.ts';
import BankTransferSection from './bank-transfer-section.tsx';

const rajhi: BankAccount = {
  id: '7d3f0b8e-1c2a-4e5b-9f61-000000000001',
  bankCode: 7,
  bankName: 'مصرف الراجحي',
  accountHolderName: 'Demo Store Trading Co.',
  accountNumber: '608010167519',
  iban: 'SA1780000123608010167519',
};
const snb: BankAccount = {
  id: '7d3f0b8e-1c2a-4e5b-9f61-000000000002',
  bankCode: 1,
  bankName: 'البنك الأهلي السعودي',
  accountHolderName: 'Demo Store Trading Co.',
  accountNumber: '01234567890123',
  iban: 'SA4210000001234567890123',
};

function binding<T>(name: string, value: T, set: (value: T) => void, error?: string) {
  return { name, value, onChange: set, onBlur: () => undefined, error };
}

function Harness({ onAccount = () => undefined }: { onAccount?: (id: string) => void }) {
  const [bankAccountId, setBankAccountId] = useState('');
  const [transferorName, setTransferorName] = useState('');
  const [receipt, setReceipt] = useState<BankReceiptInput>(null);
  return createElement(BankTransferSection, {
    bankAccountId: binding('bankAccountId', bankAccountId, (id: string) => {
      setBankAccountId(id);
      onAccount(id);
    }),
    transferorName: binding('transferorName', transferorName, setTransferorName),
    receipt: binding('receipt', receipt, setReceipt),
    clipboard: { writeText: () => Promise.resolve() },
  });
}

function withAccounts(answer: () => Promise<unknown>) {
  const fake = fakeSdk();
  fake.bankAccounts.list.mockImplementation(answer);
  return fake;
}

describe('BankTransferSection (docs/product/screens.md, bank-transfer screen)', () => {
  it('shows "Loading bank accounts..." while the accounts load', () => {
    const fake = withAccounts(() => new Promise(() => undefined));
    const { getByText } = renderPage(createElement(Harness), { fake });
    expect(getByText('Loading bank accounts...')).toBeTruthy();
  });

  it('shows the empty state when the tenant has no bank account', async () => {
    const fake = withAccounts(() => Promise.resolve({ totalCount: 0, items: [] }));
    const { findByText, getByText, queryByLabelText } = renderPage(createElement(Harness), {
      fake,
    });
    expect(await findByText('No bank accounts available')).toBeTruthy();
    expect(getByText('Please contact support to set up bank transfer payments')).toBeTruthy();
    expect(queryByLabelText('Transferor name')).toBeNull();
  });

  it('shows "Unable to load bank accounts" with a way to try again', async () => {
    const fake = withAccounts(() =>
      Promise.reject(new ApiError({ status: 500, code: 'API_ERROR', message: 'boom' })),
    );
    const { findByText, getByRole, user } = renderPage(createElement(Harness), { fake });
    expect(await findByText('Unable to load bank accounts')).toBeTruthy();
    fake.bankAccounts.list.mockResolvedValue({ totalCount: 1, items: [rajhi] });
    await user.click(getByRole('button', { name: 'Try Again' }));
    expect(await findByText('608010167519')).toBeTruthy();
  });

  it('chooses the first account and shows its details, each with a copy button', async () => {
    const onAccount = vi.fn();
    const fake = withAccounts(() => Promise.resolve({ totalCount: 2, items: [rajhi, snb] }));
    const { findByText, getByRole, getByText } = renderPage(createElement(Harness, { onAccount }), {
      fake,
    });
    expect(await findByText('608010167519')).toBeTruthy();
    expect(onAccount).toHaveBeenCalledWith(rajhi.id);
    expect(getByText('Al Rajhi Bank', { selector: 'bdi' })).toBeTruthy();
    expect(getByText('Demo Store Trading Co.')).toBeTruthy();
    expect(getByText('SA17 8000 0123 6080 1016 7519')).toBeTruthy();
    for (const label of ['Bank name', 'Account holder name', 'Account number', 'IBAN']) {
      expect(getByRole('button', { name: `Copy ${label}` })).toBeTruthy();
    }
  });

  it('switches the details when another account is chosen', async () => {
    const fake = withAccounts(() => Promise.resolve({ totalCount: 2, items: [rajhi, snb] }));
    const { findByRole, findByText, user } = renderPage(createElement(Harness), { fake });
    await user.click(await findByRole('radio', { name: 'Saudi National Bank' }));
    expect(await findByText('01234567890123')).toBeTruthy();
  });

  it('has the transferor name and receipt fields, and previews the chosen receipt', async () => {
    const fake = withAccounts(() => Promise.resolve({ totalCount: 1, items: [rajhi] }));
    const { getByLabelText, findByLabelText, findByRole, user } = renderPage(
      createElement(Harness),
      { fake },
    );
    await user.type(await findByLabelText('Transferor name'), 'Sara');
    expect((getByLabelText('Transferor name') as HTMLInputElement).value).toBe('Sara');
    const receipt = getByLabelText('Bank receipt') as HTMLInputElement;
    expect(receipt.type).toBe('file');
    expect(receipt.accept).toBe('image/png,image/jpeg,image/gif');
    await user.upload(receipt, new File([new Uint8Array(8)], 'receipt.png', { type: 'image/png' }));
    const preview = await findByRole('img', { name: 'Preview of the receipt receipt.png' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.click(await findByRole('button', { name: 'Remove receipt' }));
    await waitFor(() => expect(receipt.value).toBe(''));
  });
});
