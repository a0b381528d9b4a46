import ar from './ar.json';
import { catalogueTexts } from './catalogues.ts';

/** Every Arabic text of the page: the contracts' catalogues, then the page's own (see `loadDictionary`). */
export default { ...catalogueTexts('ar'), ...ar } as Readonly<Record<string, string>>;
