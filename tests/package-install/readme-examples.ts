import { Lexer, type Token, type Tokens } from 'marked';

/** `run`: compiled and run against the API; `compile`: only compiled (browser-only code). */
export type ExampleMode = 'run' | 'compile';

/** A README code block the install test uses, as a file of the consumer project. */
export interface ReadmeExample {
  /** Its file name in the consumer project, e.g. `sdk-1.ts`. */
  file: string;
  mode: ExampleMode;
  code: string;
}

/** What each marker mode takes: examples are TypeScript, the project settings JSON. */
const languages: Record<ExampleMode | 'tsconfig', readonly string[]> = {
  run: ['ts', 'typescript'],
  compile: ['ts', 'typescript'],
  tsconfig: ['json', 'jsonc'],
};
const marker = /^<!--\s*install-test:\s*(\S+)\s*-->$/;

/** A code block marked for the install test. */
interface MarkedBlock {
  mode: keyof typeof languages;
  code: string;
}

/**
 * The blocks of a README marked for the install test: an HTML comment `<!-- install-test: run -->`
 * (or `compile`, or `tsconfig`) right before a code block. Taken from the README itself, so the
 * documentation cannot drift from what the test proves. Markdown is parsed with marked's lexer
 * rather than by hand, so any fence style or indentation is read as a renderer reads it.
 */
function markedBlocks(markdown: string): MarkedBlock[] {
  const tokens = new Lexer().lex(markdown).filter((token) => token.type !== 'space');
  return tokens.flatMap((token, index) => {
    const mode = markedMode(token);
    if (mode === null) return [];
    if (!Object.hasOwn(languages, mode)) {
      throw new Error(
        `Unknown install-test mode "${mode}" (run, compile or tsconfig): ${token.raw.trim()}`,
      );
    }
    const accepted = languages[mode as MarkedBlock['mode']];
    const next = codeBlock(tokens[index + 1]);
    if (!next || !accepted.includes(next.lang ?? '')) {
      throw new Error(`${token.raw.trim()} is not followed by a \`\`\`${accepted[0]} block`);
    }
    return [{ mode: mode as MarkedBlock['mode'], code: next.text }];
  });
}

/** The token as a code block, or null. (marked's `Token` union also holds a loosely typed generic token.) */
function codeBlock(token: Token | undefined): Tokens.Code | null {
  return token?.type === 'code' ? (token as Tokens.Code) : null;
}

/** The mode an install-test marker names, or null when the token is no marker. */
function markedMode(token: Token): string | null {
  if (token.type !== 'html') return null;
  return marker.exec(token.raw.trim())?.[1] ?? null;
}

/**
 * The README's TypeScript examples marked `run` or `compile`, named by order.
 *
 * @example
 * readmeExamples(readFileSync('packages/sdk/README.md', 'utf8'), 'sdk');
 * // [{ file: 'sdk-1.ts', mode: 'run', code: "import { … } from '@storefront/sdk'; …" }, …]
 */
export function readmeExamples(markdown: string, prefix: string): ReadmeExample[] {
  return markedBlocks(markdown)
    .filter((block): block is MarkedBlock & { mode: ExampleMode } => block.mode !== 'tsconfig')
    .map((block, index) => ({
      file: `${prefix}-${index + 1}.ts`,
      mode: block.mode,
      code: block.code,
    }));
}

/**
 * The `tsconfig.json` the README tells a team to use (the one block marked `tsconfig`), parsed.
 *
 * @example
 * readmeTsconfig(readFileSync('packages/sdk/README.md', 'utf8')).compilerOptions.module; // 'nodenext'
 */
export function readmeTsconfig(markdown: string): { compilerOptions: Record<string, unknown> } {
  const blocks = markedBlocks(markdown).filter((block) => block.mode === 'tsconfig');
  if (blocks.length !== 1) {
    throw new Error(`Expected one block marked install-test: tsconfig, found ${blocks.length}`);
  }
  const tsconfig = JSON.parse(blocks[0]!.code) as { compilerOptions?: Record<string, unknown> };
  if (typeof tsconfig.compilerOptions !== 'object') {
    throw new Error('The README’s tsconfig has no compilerOptions');
  }
  return { ...tsconfig, compilerOptions: tsconfig.compilerOptions };
}
