import { Edit } from 'react-admin';
import { useParams } from 'react-router';
import { useReadRefusedThenList } from '../layout/readRefusedThenList';
import { useSavedThenShow } from '../layout/savedThenShow';
import { SiteForm } from './SiteForm';
import { sitePaths, sitesResource } from './types';

export const SiteEdit = () => {
  const { id } = useParams<'id'>();
  const savedThenShow = useSavedThenShow('app.sites.saved', () => sitePaths.show(id!));
  const readRefused = useReadRefusedThenList(sitePaths.list);
  return (
    <Edit
      resource={sitesResource}
      id={id}
      title="resources.supervision-sites.page.edit"
      mutationMode="pessimistic"
      mutationOptions={savedThenShow}
      queryOptions={readRefused}
      transform={({ tags: _t, supervisors: _s, status: _st, published: _p, ...data }: Record<string, unknown>) => data}
    >
      <SiteForm />
    </Edit>
  );
};
