import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSdk } from '../../lib/sdk-context.tsx';

/**
 * Saves the order notes with `PUT /api/app/cart/notes/{cartId}?notes`, only when they differ
 * from what was last saved (the cart's notes at first), so leaving the field and then placing the
 * order saves once. An empty text clears them.
 *
 * @example
 * const saveNotes = useSaveOrderNotes(cart.id, cart.notes);
 * await saveNotes.save('Ring the bell');
 */
export function useSaveOrderNotes(cartId: string, savedNotes: string | null) {
  const { api } = useSdk();
  const lastSaved = useRef(savedNotes ?? '');
  const mutation = useMutation({
    mutationFn: (notes: string) => api.carts.updateNotes(cartId, notes),
    onSuccess: (_cart, notes) => {
      lastSaved.current = notes;
    },
  });
  const save = async (notes: string): Promise<void> => {
    const text = notes.trim();
    if (text === lastSaved.current) return;
    await mutation.mutateAsync(text);
  };
  return { save, isError: mutation.isError, isPending: mutation.isPending };
}
