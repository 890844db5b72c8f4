// The site directory's manifest: /supervisionsites (list and map), create, :id, :id/edit; and the tags resource.
import PlaceIcon from '@mui/icons-material/Place';
import { defineResource } from '../layout/manifest';
import { SiteCreate } from './SiteCreate';
import { SiteDirectoryPage } from './SiteDirectoryPage';
import { SiteEdit } from './SiteEdit';
import { SiteShow } from './SiteShow';
import { sitePaths, sitesResource, siteTagsResource, type SiteRecord } from './types';

export { SupervisorSitesCard } from './SupervisorSitesCard';
export { useSiteReviewTab } from './useSiteReviewTab';
export { siteMessages, siteResources } from './messages';
export { sitePaths, sitesResource, siteTagsResource } from './types';

export default [
  defineResource<SiteRecord>({
    name: sitesResource,
    path: sitePaths.list,
    list: SiteDirectoryPage,
    create: SiteCreate,
    show: SiteShow,
    edit: SiteEdit,
    icon: PlaceIcon,
    options: { label: 'app.menu.sites' },
    recordRepresentation: (record) => record.name,
  }),
  defineResource({ name: siteTagsResource, recordRepresentation: 'name' }),
];
