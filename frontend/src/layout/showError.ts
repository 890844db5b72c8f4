// A text field's error state from its message: marked red with the message under it when there is one, plain
// otherwise. `<TextField {...showError(errors.name)} />` instead of `error` and `helperText` spelled side by side.
import type { ReactNode } from 'react';

export const showError = <M extends ReactNode>(message: M) => ({ error: Boolean(message), helperText: message });
