// The public marketing pages' names and paths (SPINE-41): the only path the spec shows is /site/contact, so
// every page lives under /site.
export const marketingPages = ['home', 'features', 'sources', 'pricing', 'contact', 'demo', 'about'] as const;
export type MarketingPageName = (typeof marketingPages)[number];

export const marketingPath = (name: MarketingPageName): string => (name === 'home' ? '/site' : `/site/${name}`);
