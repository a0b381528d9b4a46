import * as z from 'zod/mini';
import type { Language } from './language.ts';

/** The two interface languages (spec sections 1 and 5: "only en and ar accepted"). */
export const languageSchema = z.enum(['ar', 'en'] satisfies Language[]);
