/** A benchmark the `npm run bench` command can run, by the name given on its command line. */
export type BenchName = 'bundle-size' | 'lighthouse' | 'api-load' | 'start';

/** All of them, in the order they run: the bundle-size step builds the checkout the others serve. */
export const benchNames: readonly BenchName[] = ['bundle-size', 'lighthouse', 'api-load', 'start'];

const aliases: Record<string, BenchName> = {
  'start-time': 'start',
  lh: 'lighthouse',
  bundle: 'bundle-size',
  api: 'api-load',
};

/**
 * Which benchmarks to run for some command-line arguments: all of them when none is named, else
 * the named ones in the usual order. Unknown names throw, listing the known ones.
 *
 * @example
 * selectBenches(['start', 'lighthouse']); // ['lighthouse', 'start']
 */
export function selectBenches(args: readonly string[]): BenchName[] {
  const names = args.filter((arg) => !arg.startsWith('-'));
  if (names.length === 0 || names.includes('all')) return [...benchNames];
  const chosen = new Set<BenchName>();
  for (const name of names) {
    const bench = aliases[name] ?? benchNames.find((known) => known === name);
    if (!bench) {
      throw new Error(`Unknown benchmark "${name}": use ${benchNames.join(', ')} or all`);
    }
    chosen.add(bench);
  }
  return benchNames.filter((name) => chosen.has(name));
}

/** One command of a benchmark, run from the repository's root. */
export interface BenchCommand {
  label: string;
  command: string;
  args: string[];
  /** Environment variables to drop (the PGlite load run must not see a DATABASE_URL). */
  unset?: string[];
}

const tsx = (script: string) => ['tsx', script];

/**
 * The commands of a benchmark. The API load runs twice: on PGlite, then on a throwaway
 * PostgreSQL that `.ci/with-postgres.sh` sets up and removes around it.
 *
 * @example
 * benchCommands('api-load').map((command) => command.label); // ['api-load (PGlite)', 'api-load (PostgreSQL)']
 */
export function benchCommands(bench: BenchName): BenchCommand[] {
  switch (bench) {
    case 'bundle-size':
      return [
        { label: 'bundle-size', command: 'npm', args: ['run', 'bundle-size', '-w', 'bench'] },
      ];
    case 'lighthouse':
      return [
        { label: 'lighthouse', command: 'npx', args: tsx('bench/lighthouse/run-lighthouse.ts') },
      ];
    case 'api-load':
      return [
        {
          label: 'api-load (PGlite)',
          command: 'npx',
          args: tsx('bench/api-load/run-api-load.ts'),
          unset: ['DATABASE_URL'],
        },
        {
          label: 'api-load (PostgreSQL)',
          command: 'bash',
          args: ['.ci/with-postgres.sh', 'npx', ...tsx('bench/api-load/run-api-load.ts')],
        },
      ];
    case 'start':
      return [{ label: 'start', command: 'npx', args: tsx('bench/start-time/run-start-time.ts') }];
  }
}
