import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { intlWarmUpWorker } from './intl-warm-up.ts';

/** Runs the worker's text as a worker would, with its `postMessage` and `close` given here. */
function startWorker(intl: unknown = Intl) {
  const scope: Record<string, unknown> = {
    Intl: intl,
    String,
    postMessage: vi.fn(),
    close: vi.fn(),
  };
  runInNewContext(intlWarmUpWorker, scope);
  return scope as {
    onmessage: (event: { data: unknown }) => void;
    postMessage: ReturnType<typeof vi.fn>;
    close: ReturnType<typeof vi.fn>;
  };
}

describe('intlWarmUpWorker', () => {
  it('makes a money and a date formatter in the language it is sent, answers, and ends', () => {
    const made: string[] = [];
    const worker = startWorker({
      NumberFormat: class {
        constructor(language: string, options: { currency: string }) {
          made.push(`number ${language} ${options.currency}`);
        }
        format = () => '';
      },
      DateTimeFormat: class {
        constructor(language: string) {
          made.push(`date ${language}`);
        }
        format = () => '';
      },
    });
    expect(worker.postMessage).not.toHaveBeenCalled();
    worker.onmessage({ data: 'ar' });
    expect(made).toEqual(['number ar SAR', 'date ar']);
    expect(worker.postMessage).toHaveBeenCalledWith('warm');
    expect(worker.close).toHaveBeenCalledOnce();
  });

  it('answers even when the language is one Intl refuses, so the page never waits for nothing', () => {
    const worker = startWorker();
    worker.onmessage({ data: 'not a language!' });
    expect(worker.postMessage).toHaveBeenCalledWith('warm');
    expect(worker.close).toHaveBeenCalledOnce();
  });
});
