import { describe, expect, it } from 'vitest';
import { benchCommands, selectBenches } from './bench-steps.ts';

describe('choosing benchmarks', () => {
  it('runs all of them when none is named', () => {
    expect(selectBenches([])).toEqual(['bundle-size', 'lighthouse', 'api-load', 'start']);
    expect(selectBenches(['all'])).toEqual(['bundle-size', 'lighthouse', 'api-load', 'start']);
  });

  it('runs the named ones in the usual order, aliases included', () => {
    expect(selectBenches(['start-time', 'lighthouse'])).toEqual(['lighthouse', 'start']);
    expect(selectBenches(['api-load', 'api'])).toEqual(['api-load']);
  });

  it('refuses an unknown name', () => {
    expect(() => selectBenches(['speed'])).toThrow(/Unknown benchmark "speed"/);
  });

  it('loads the API on PGlite, then on a throwaway PostgreSQL', () => {
    const [pglite, postgres] = benchCommands('api-load');
    expect(pglite?.unset).toEqual(['DATABASE_URL']);
    expect(postgres?.args.slice(0, 1)).toEqual(['.ci/with-postgres.sh']);
  });
});
