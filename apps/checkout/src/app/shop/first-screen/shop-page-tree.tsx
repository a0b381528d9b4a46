import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { LanguageProviders } from '../../../i18n/language-providers.tsx';
import { ShopScreen, type ShopScreenRuntime } from '../shop-screen.tsx';

/** Props of {@link ShopPageTree}. */
export interface ShopPageTreeProps {
  i18n: I18n;
  queryClient: QueryClient;
  runtime: ShopScreenRuntime;
}

/**
 * The shop page's whole React tree, the one the server renders into the HTML and the client
 * hydrates (docs/decisions/0048-shop-first-screen.md): one component for both, so their trees
 * (and the ids `useId` derives from the tree's shape) cannot drift apart.
 *
 * @example
 * hydrateRoot(container, <ShopPageTree i18n={i18n} queryClient={createQueryClient()} runtime={runtime} />);
 */
export function ShopPageTree({ i18n, queryClient, runtime }: ShopPageTreeProps) {
  return (
    <StrictMode>
      <LanguageProviders i18n={i18n}>
        {/* The cart drawer's lines read their products' custom fields through queries. */}
        <QueryClientProvider client={queryClient}>
          <ShopScreen runtime={runtime} />
        </QueryClientProvider>
      </LanguageProviders>
    </StrictMode>
  );
}
