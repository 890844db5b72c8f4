// A text field's error state from its message: marked red with the message under it when there is one, plain
// otherwise. `<TextField {...showError(errors.name)} />` instead of `error` and `helperText` spelled side by side.
// `true` marks the field red without a message, for a form that says its errors once elsewhere (a list above).
import type { ReactNode } from 'react';

/** A field's error: its message, or `true` when the message is said elsewhere in the form. */
export type FieldError = string | true | undefined;

export const showError = <M extends ReactNode>(message: M | true) => ({
  error: Boolean(message),
  helperText: message === true ? undefined : message,
});
