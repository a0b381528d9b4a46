import { describe, expect, it } from 'vitest';
import { readmeExamples, readmeTsconfig } from './readme-examples.ts';

const fence = '```';

describe('readmeExamples', () => {
  it('takes the marked TypeScript blocks in order, with their mode, and leaves the others', () => {
    const markdown = [
      '# A package',
      '',
      `${fence}ts`,
      "import { unmarked } from 'x';",
      fence,
      '',
      '<!-- install-test: run -->',
      '',
      `${fence}ts`,
      "console.log('first');",
      fence,
      '',
      '<!--install-test: compile-->',
      `${fence}typescript`,
      "document.title = 'second';",
      fence,
      '',
      '<!-- a comment that is no marker -->',
      '',
      `${fence}ts`,
      'const third = 3;',
      fence,
    ].join('\n');

    expect(readmeExamples(markdown, 'pkg')).toEqual([
      { file: 'pkg-1.ts', mode: 'run', code: "console.log('first');" },
      { file: 'pkg-2.ts', mode: 'compile', code: "document.title = 'second';" },
    ]);
  });

  it('finds none in a README without markers', () => {
    expect(readmeExamples(`# Title\n\n${fence}ts\nconst a = 1;\n${fence}\n`, 'pkg')).toEqual([]);
  });

  it('refuses a marker that is not followed by a TypeScript block', () => {
    expect(() =>
      readmeExamples(`<!-- install-test: run -->\n\n${fence}sh\nnpm i\n${fence}\n`, 'pkg'),
    ).toThrow('<!-- install-test: run --> is not followed by a ```ts block');
    expect(() => readmeExamples('<!-- install-test: run -->\n\nSome text.\n', 'pkg')).toThrow(
      'is not followed by',
    );
    expect(() => readmeExamples('<!-- install-test: run -->\n', 'pkg')).toThrow(
      'is not followed by',
    );
  });

  it('refuses a mode it does not know', () => {
    expect(() =>
      readmeExamples(`<!-- install-test: skip -->\n\n${fence}ts\nx;\n${fence}\n`, 'pkg'),
    ).toThrow('Unknown install-test mode "skip"');
  });
});

describe('readmeTsconfig', () => {
  const tsconfigBlock = (json: string) =>
    `<!-- install-test: tsconfig -->\n\n${fence}json\n${json}\n${fence}\n`;

  it('reads the one tsconfig block, and leaves it out of the examples', () => {
    const markdown = tsconfigBlock(
      '{ "compilerOptions": { "module": "nodenext" }, "include": ["src"] }',
    );
    expect(readmeTsconfig(markdown)).toEqual({
      compilerOptions: { module: 'nodenext' },
      include: ['src'],
    });
    expect(readmeExamples(markdown, 'pkg')).toEqual([]);
  });

  it('refuses none, two, one without compilerOptions, or one that is not JSON', () => {
    expect(() => readmeTsconfig('# Nothing marked\n')).toThrow('found 0');
    expect(() =>
      readmeTsconfig(
        tsconfigBlock('{"compilerOptions":{}}') + tsconfigBlock('{"compilerOptions":{}}'),
      ),
    ).toThrow('found 2');
    expect(() => readmeTsconfig(tsconfigBlock('{ "include": ["src"] }'))).toThrow(
      'has no compilerOptions',
    );
    expect(() => readmeTsconfig(tsconfigBlock('{ compilerOptions: 1 }'))).toThrow(SyntaxError);
    expect(() =>
      readmeTsconfig(`<!-- install-test: tsconfig -->\n\n${fence}ts\nconst a = 1;\n${fence}\n`),
    ).toThrow('is not followed by a ```json block');
  });
});
