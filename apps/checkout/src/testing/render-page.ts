import type { Language } from '@storefront/contracts';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createElement } from 'react';
import { AppProviders } from '../app/shared/app-providers.tsx';
import { createTestI18n } from './test-i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { fakeSdk, type FakeSdk } from './fake-sdk.ts';

/** What {@link renderPage} returns. */
export interface RenderedPage extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  fake: FakeSdk;
}

/**
 * Renders UI inside the page's providers (texts in `language`, direction, toasts, a fresh query
 * client and a fake SDK) and returns Testing Library's queries plus a user-event session.
 *
 * @example
 * const { getByRole, user } = renderPage(createElement(CheckoutHeader, { brandName: 'Demo', logoUrl: null }));
 */
export function renderPage(
  ui: ReactNode,
  {
    language = 'en',
    fake = fakeSdk(),
    advanceTimers,
  }: {
    language?: Language;
    fake?: FakeSdk;
    advanceTimers?: (ms: number) => unknown;
  } = {},
): RenderedPage {
  const i18n = createTestI18n(language);
  const result = render(
    createElement(AppProviders, {
      i18n,
      sdk: fake.sdk,
      queryClient: createQueryClient(),
      children: ui,
    }),
  );
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  return { ...result, user, fake };
}
