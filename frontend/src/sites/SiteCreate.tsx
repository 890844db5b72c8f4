import { Create } from 'react-admin';
import { useSavedThenShow } from '../layout/savedThenShow';
import { SiteForm } from './SiteForm';
import { sitePaths, sitesResource } from './types';

export const SiteCreate = () => {
  const savedThenShow = useSavedThenShow('app.sites.saved', (saved) => sitePaths.show(saved.id));
  return (
    <Create resource={sitesResource} title="resources.supervision-sites.page.create" mutationOptions={savedThenShow}>
      <SiteForm />
    </Create>
  );
};
