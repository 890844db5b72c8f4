// What an edit page does when its record cannot be read (none, another organization's, or no id at all): says so and
// goes back to the list. react-admin does this itself, but to /<resource>, which is no screen where the resource's
// screens live at a path of their own (supervision-sites at /supervisionsites).
import { useNotify, useRedirect } from 'react-admin';

/** Query options for <Edit>: react-admin's own "Element does not exist", then `listPath`. */
export function useReadRefusedThenList(listPath: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    retry: false,
    onError: () => {
      notify('ra.notification.item_doesnt_exist', { type: 'error' });
      redirect(listPath);
    },
  };
}
