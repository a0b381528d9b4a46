// zod builds fast object parsers with `new Function` and probes for that on its first object
// schema; under the page's CSP (script-src without 'unsafe-eval') the probe is reported as a
// violation (Lighthouse best practices). zod reads this global config when it loads, so both
// entries import this module first, before anything that loads zod; parsing stays the same.
const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true };
