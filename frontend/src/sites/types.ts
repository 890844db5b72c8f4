export type { SiteRecord, SiteTagRecord, SiteMapPoint, SitesSummary } from '@practicum/shared/domain/sites/records';

export const sitesResource = 'supervision-sites';
export const siteTagsResource = 'site-tags';

export const sitePaths = {
  list: '/supervisionsites',
  map: '/supervisionsites#map',
  create: '/supervisionsites/create',
  tags: '/supervisionsites/tags',
  import: '/supervisionsites/import',
  show: (id: string | number) => `/supervisionsites/${id}`,
  edit: (id: string | number) => `/supervisionsites/${id}/edit`,
};
