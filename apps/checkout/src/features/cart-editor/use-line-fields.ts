import type { CustomField } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import type { CartEditorCommands } from './cart-editor-commands.ts';

/**
 * A line's custom field definitions, from its product (one request per product, shared by its
 * lines and kept while the page lives: definitions change with the catalogue, not the cart).
 *
 * @example
 * const fields = useLineFields(item.productId, commands.loadProduct);
 */
export function useLineFields(productId: string, loadProduct: CartEditorCommands['loadProduct']) {
  return useQuery({
    queryKey: ['cart-editor-product', productId],
    queryFn: async (): Promise<CustomField[]> => (await loadProduct(productId)).customFields,
    staleTime: Infinity,
    retry: 1,
  });
}
