// What a create or edit page does once the record is saved: says so and opens the record.
import { useNotify, useRedirect, type RaRecord } from 'react-admin';

/** Mutation options for <Create>/<Edit>: a `message` toast, then the page `showPathOf` gives for the saved record. */
export function useSavedThenShow(message: string, showPathOf: (saved: RaRecord) => string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: (saved: RaRecord) => {
      notify(message, { type: 'info' });
      redirect(showPathOf(saved));
    },
  };
}
