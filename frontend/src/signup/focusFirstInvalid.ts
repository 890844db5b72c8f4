// SIGNUP-45: after a refused step, scroll to and focus the first invalid field in the page's
// order (the questions are rendered in question order, so this is question order too).
import { INVALID_FIELD } from '../layout/useFocusInvalidAfterSubmit';

export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const field = root?.querySelector<HTMLElement>(INVALID_FIELD);
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.focus();
  });
}
