import type { KeyValueStorage } from '../key-value-storage.ts';

/** An in-memory localStorage for tests; one instance shared by several "tabs" is their origin. */
export class MemoryStorage implements KeyValueStorage, Pick<Storage, 'clear'> {
  readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  clear(): void {
    this.items.clear();
  }
}
