import { Create, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { SiteForm } from './SiteForm';
import { sitePaths, sitesResource } from './types';

export const SiteCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource={sitesResource}
      title="resources.supervision-sites.page.create"
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          notify('app.sites.saved', { type: 'info' });
          redirect(sitePaths.show(record.id));
        },
      }}
    >
      <SiteForm />
    </Create>
  );
};
