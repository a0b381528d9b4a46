import * as z from 'zod/mini';
import type { Language } from './language.ts';

/**
 * The two interface languages (docs/product/overview.md and validation.md: "only en and ar
 * accepted").
 */
export const languageSchema = z.enum(['ar', 'en'] satisfies Language[]);
