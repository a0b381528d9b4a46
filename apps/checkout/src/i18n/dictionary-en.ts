import { catalogueTexts } from './catalogues.ts';
import en from './en.json';

/** Every English text of the page: the contracts' catalogues, then the page's own (see `loadDictionary`). */
export default { ...catalogueTexts('en'), ...en } as Readonly<Record<string, string>>;
