// SIGNUP-45: after a refused step, scroll to and focus the first invalid field in the page's
// order (the questions are rendered in question order, so this is question order too).
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    // MUI selects keep aria-invalid on a hidden input: their combobox is what takes focus
    const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]:not([aria-hidden="true"]), .Mui-error [role="combobox"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.focus();
  });
}
