// What a page of one record does when the record cannot be read (none, another organization's, or no id at all):
// says so and goes back to the list, in the link's place. react-admin's edit page does this itself, but to
// /<resource>, which is no screen where the resource's screens live at a path of their own (supervision-sites at
// /supervisionsites).
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from 'react-admin';

/** Query options for <Edit> (or `onError` to call): react-admin's own words, "Element does not exist", then `listPath`. */
export function useReadRefusedThenList(listPath: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      retry: false,
      /** `reason`: what the reader must do first when that is why (else the record is taken for gone). */
      onError: (reason?: unknown) => {
        // a toast over the list, not the error modal: nothing the reader did failed, the link led nowhere
        notify(typeof reason === 'string' ? reason : 'ra.notification.item_doesnt_exist', { type: 'warning' });
        void navigate(listPath, { replace: true });
      },
    }),
    [notify, navigate, listPath],
  );
}
