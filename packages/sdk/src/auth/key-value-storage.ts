/** The part of `Storage` (localStorage) the auth layer uses, so tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
