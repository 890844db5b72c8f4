import { Edit, useNotify, useRedirect } from 'react-admin';
import { useParams } from 'react-router';
import { SiteForm } from './SiteForm';
import { sitePaths, sitesResource } from './types';

export const SiteEdit = () => {
  const { id } = useParams<'id'>();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      resource={sitesResource}
      id={id}
      title="resources.supervision-sites.page.edit"
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify('app.sites.saved', { type: 'info' });
          redirect(sitePaths.show(id!));
        },
      }}
      transform={({ tags: _t, supervisors: _s, status: _st, published: _p, ...data }: Record<string, unknown>) => data}
    >
      <SiteForm />
    </Edit>
  );
};
