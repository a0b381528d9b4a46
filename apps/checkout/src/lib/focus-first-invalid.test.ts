// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid.ts';

describe('focusFirstInvalid', () => {
  it('focuses the first invalid field in page order', () => {
    document.body.innerHTML = `
      <input id="a" />
      <input id="b" aria-invalid="true" />
      <input id="c" aria-invalid="true" />`;
    expect(focusFirstInvalid(document.body)).toBe(true);
    expect(document.activeElement?.id).toBe('b');
  });

  it('hands focus from an invalid group to its checked control, else its first one', () => {
    document.body.innerHTML = `
      <div role="radiogroup" aria-invalid="true">
        <button id="one" role="radio" aria-checked="false"></button>
        <button id="two" role="radio" aria-checked="true"></button>
      </div>`;
    focusFirstInvalid(document.body);
    expect(document.activeElement?.id).toBe('two');
    document.body.innerHTML = `
      <div role="radiogroup" aria-invalid="true">
        <button id="off" disabled></button>
        <button id="first"></button>
      </div>`;
    focusFirstInvalid(document.body);
    expect(document.activeElement?.id).toBe('first');
  });

  it('does nothing when every field is valid', () => {
    document.body.innerHTML = '<input id="a" />';
    expect(focusFirstInvalid(document.body)).toBe(false);
  });
});
