// After a form is sent and refused, the first invalid field is scrolled to and focused (as SIGNUP-45 asks of the
// signup steps), for every form of the signed-in app. react-hook-form does so for its own rules, but a field error
// the server answered (a site's postal code, a duplicate name) is set without focus: the page stayed where the Save
// button is, under a toast saying the form is not valid, with the field to fix out of sight above.
import { useEffect } from 'react';

/** An invalid field that can take focus: MUI selects keep aria-invalid on a hidden input, their combobox takes it. */
export const INVALID_FIELD = '[aria-invalid="true"]:not([aria-hidden="true"]), .Mui-error [role="combobox"]';

/** How long after a submit an answer may still mark a field invalid. */
const ANSWER_WINDOW_MS = 15_000;

export function useFocusInvalidAfterSubmit(): void {
  useEffect(() => {
    const watching = new Map<HTMLFormElement, () => void>();
    const onSubmit = (event: Event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      watching.get(form)?.();
      const focusFirst = () => {
        const field = form.querySelector<HTMLElement>(INVALID_FIELD);
        if (!field) return false;
        if (!document.activeElement?.matches(INVALID_FIELD)) {
          field.scrollIntoView({ block: 'center' });
          field.focus();
        }
        return true;
      };
      const observer = new MutationObserver(() => {
        if (focusFirst()) stop();
      });
      const timer = setTimeout(() => stop(), ANSWER_WINDOW_MS);
      const stop = () => {
        observer.disconnect();
        clearTimeout(timer);
        watching.delete(form);
      };
      watching.set(form, stop);
      observer.observe(form, { subtree: true, attributes: true, attributeFilter: ['aria-invalid', 'class'] });
    };
    document.addEventListener('submit', onSubmit, true);
    return () => {
      document.removeEventListener('submit', onSubmit, true);
      for (const stop of [...watching.values()]) stop();
    };
  }, []);
}
