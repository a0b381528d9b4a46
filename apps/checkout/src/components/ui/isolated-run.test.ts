// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { IsolatedRun } from './isolated-run.tsx';

describe('IsolatedRun', () => {
  it('isolates the value in the sentence and leaves its text as it was', () => {
    const { container } = render(
      createElement(
        'p',
        null,
        createElement(IsolatedRun, { text: 'الطلب ORD-000012', value: 'ORD-000012' }),
      ),
    );
    const isolated = container.querySelector('bdi');
    expect(isolated?.getAttribute('dir')).toBe('ltr');
    expect(isolated?.textContent).toBe('ORD-000012');
    expect(container.textContent).toBe('الطلب ORD-000012');
  });

  it('shows a sentence without the value as it is', () => {
    const { container } = render(createElement(IsolatedRun, { text: 'الطلب', value: 'ORD-1' }));
    expect(container.querySelector('bdi')).toBeNull();
    expect(container.textContent).toBe('الطلب');
  });
});
