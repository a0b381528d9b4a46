// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import '../testing/render-page.ts';
import { createTestI18n } from '../testing/test-i18n.ts';
import ParamsErrorScreen from './params-error-screen.tsx';

describe('ParamsErrorScreen (docs/product/screens.md)', () => {
  it('says "Tenant is not provided. Please provide a tenant name."', () => {
    const { getByText } = render(
      createElement(ParamsErrorScreen, {
        error: 'TENANT_NOT_PROVIDED',
        i18n: createTestI18n('en'),
      }),
    );
    expect(getByText('Tenant is not provided. Please provide a tenant name.')).toBeTruthy();
  });

  it('says "Cart ID is not provided in the URL." and writes Arabic for the Arabic page', () => {
    expect(
      render(
        createElement(ParamsErrorScreen, {
          error: 'CART_ID_NOT_PROVIDED',
          i18n: createTestI18n('en'),
        }),
      ).getByText('Cart ID is not provided in the URL.'),
    ).toBeTruthy();
    expect(
      render(
        createElement(ParamsErrorScreen, {
          error: 'CART_ID_NOT_PROVIDED',
          i18n: createTestI18n('ar'),
        }),
      ).getByText('لم يتم تحديد رقم السلة في الرابط.'),
    ).toBeTruthy();
  });
});
