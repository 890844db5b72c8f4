// SIGNUP-45: after a refused step, scroll to and focus the first invalid field in the page's
// order (the questions are rendered in question order, so this is question order too).
/** An invalid field that can take focus: MUI selects keep aria-invalid on a hidden input, their combobox takes it. */
export const INVALID_FIELD = '[aria-invalid="true"]:not([aria-hidden="true"]), .Mui-error [role="combobox"]';

export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const field = root?.querySelector<HTMLElement>(INVALID_FIELD);
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.focus();
  });
}
