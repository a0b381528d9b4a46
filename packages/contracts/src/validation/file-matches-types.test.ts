import { describe, expect, it } from 'vitest';
import { fileMatchesTypes } from './file-matches-types.ts';

describe('fileMatchesTypes', () => {
  it.each([
    [{ type: 'image/png', name: 'r.png' }, ['image/png'], true],
    [{ type: 'image/webp', name: 'r.webp' }, ['image/*'], true],
    [{ type: 'image/gif', name: 'r.gif' }, ['application/pdf', 'image/*'], true],
    [{ type: 'IMAGE/PNG', name: 'R.PNG' }, ['image/png'], true],
    [{ type: 'image/png; charset=binary', name: 'r.png' }, ['image/png'], true],
    [{ type: '', name: 'receipt.JPG' }, ['.jpg'], true],
    [{ type: 'application/pdf', name: 'r.pdf' }, [], true],
    [{ type: 'application/pdf', name: 'r.pdf' }, ['image/*'], false],
    [{ type: 'image/webp', name: 'r.webp' }, ['image/png', 'image/jpeg'], false],
    [{ type: 'imagex/png', name: 'r.png' }, ['image/*'], false],
    [{ type: '', name: 'r' }, ['image/png'], false],
    [{ type: 'image/png', name: 'r.png' }, ['.jpg'], false],
  ])('%o against %j: %s', (file, accepted, expected) => {
    expect(fileMatchesTypes(file, accepted)).toBe(expected);
  });
});
