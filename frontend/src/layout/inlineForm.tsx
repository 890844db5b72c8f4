// A create form on one row (stacked on a phone) that posts and shows the server's field errors: the
// invite forms, the link and code forms, the auditor grant form.
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Stack } from '@mui/material';
import { useRefresh } from 'ra-core';
import { useApiCommand } from '../dataProvider';
import { failureOf } from '../signup/useWizardCalls';

/** A form laid out in one row on a desktop, stacked on a phone; Enter submits it. */
export const InlineForm = ({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) => (
  <Stack
    direction={{ xs: 'column', md: 'row' }}
    spacing={1}
    // the button keeps its words on one line; the fields give way
    sx={{ '& > button': { flexShrink: 0, whiteSpace: 'nowrap' } }}
    component="form"
    onSubmit={(e) => {
      e.preventDefault();
      onSubmit();
    }}
  >
    {children}
  </Stack>
);

/** A create form's values and the field errors the server answered with. */
export function useFormState<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<V>) => setValues({ ...values, ...patch });
  return {
    values,
    errors,
    set,
    /** A text field's props for one value: the value, its changes, and the server's error (else the help) under it. */
    field: (name: keyof V & string, help?: string) => ({
      id: `field-${name}`,
      value: values[name],
      onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [name]: e.target.value } as Partial<V>),
      error: Boolean(errors[name]),
      helperText: errors[name] ?? help,
    }),
    /** After a success: the given values (the initial ones by default) and no errors. */
    reset: (next: V = initial) => {
      setValues(next);
      setErrors({});
    },
    failed: (error: unknown) => setErrors(failureOf(error).fields),
  };
}

/**
 * A create form that posts to `path`: its values (or `body` of them); on success `done` runs (a toast), the
 * values go back to the initial ones (or `next` of the sent ones) and the page's lists read again; on failure
 * the server's field errors show under the fields.
 */
export function useCreateForm<V extends Record<string, string>>(
  initial: V,
  path: string,
  options: { body?: (values: V) => object; next?: (sent: V) => V; done?: (sent: V) => void } = {},
) {
  const form = useFormState(initial);
  const refresh = useRefresh();
  const command = useApiCommand((body: object) => ({ path, body }));
  const submit = () => {
    const sent = form.values;
    command.mutate(options.body?.(sent) ?? sent, {
      onSuccess: () => {
        options.done?.(sent);
        form.reset(options.next?.(sent) ?? initial);
        refresh();
      },
      onError: form.failed,
    });
  };
  return { ...form, submit, isPending: command.isPending };
}
