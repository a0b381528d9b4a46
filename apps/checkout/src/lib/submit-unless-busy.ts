import type { FormEvent } from 'react';

/**
 * A form's submit handler that sends one request at a time: while `busy`, another submit (Enter
 * pressed again, a press on the aria-disabled button) does nothing.
 *
 * @example
 * <form noValidate onSubmit={submitUnlessBusy(busy, save)}>
 */
export function submitUnlessBusy(
  busy: boolean,
  submit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>,
): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    if (busy) event.preventDefault();
    else void submit(event);
  };
}
