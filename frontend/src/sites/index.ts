// The site directory's manifest: /supervisionsites (list and map), create, :id, :id/edit; and the tags resource.
import PlaceIcon from '@mui/icons-material/Place';
import { defineResource, shownAs } from '../layout/manifest';
import { sitePaths, sitesResource, siteTagsResource, type SiteRecord } from './types';
import { lazyComponent } from '../layout/lazyComponent';

// each screen loads when first opened (its own chunk)
const SiteCreate = lazyComponent(() => import('./SiteCreate'), 'SiteCreate');
const SiteDirectoryPage = lazyComponent(() => import('./SiteDirectoryPage'), 'SiteDirectoryPage');
const SiteEdit = lazyComponent(() => import('./SiteEdit'), 'SiteEdit');
const SiteShow = lazyComponent(() => import('./SiteShow'), 'SiteShow');
const SiteTagsPage = lazyComponent(() => import('./SiteTagsPage'), 'SiteTagsPage');
const SiteImportPage = lazyComponent(() => import('./SiteImportPage'), 'SiteImportPage');

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
    screens: { tags: SiteTagsPage, import: SiteImportPage },
    ...shownAs('sites', PlaceIcon),
    recordRepresentation: (record) => record.name,
  }),
  defineResource({ name: siteTagsResource, recordRepresentation: 'name' }),
];
