// An organization's own words for its roles and places (SPINE-12: a clinic calls its trainees Interns) belong in
// every text that names them, not only in the dashboard's title. The English catalogue names roles with the
// default words, so it is reworded once per signed-in organization instead of each screen asking for the word.
import { changedWords, defaultWordPattern, rewordingOf } from '@practicum/shared/domain/organizations/wording';
import type { DynamicWords } from '../organizations/types';

/** Where the catalogue holds the labels of the words themselves (the organization's settings form): kept as is. */
const keptSubtrees = ['resources.organizations.fields.dynamic_words'];

/**
 * Where a bare "site" is the supervision site ("Site directory", "Add a site", "Review sites"), so it takes the
 * organization's word as "supervision site" does: these keys and everything under them. Elsewhere a bare "site" is
 * kept: "Time on site" is time at the placement, and `app.site` is the product's public web site.
 */
const bareSiteSubtrees = [
  'resources.supervision-sites',
  'resources.placements.fields.supervision_site',
  'resources.placements.fields.supervision_site_id',
  'app.sites',
  'app.menu.site_directory',
  'app.menu.sites',
];
const inBareSiteSubtree = (path: string) => bareSiteSubtrees.some((subtree) => path === subtree || path.startsWith(`${subtree}.`));

/** The catalogue with the organization's words wherever it differs from the defaults (the same object if nowhere). */
export function rewordMessages<T extends object>(messages: T, words: Partial<DynamicWords> | undefined): T {
  const changed = changedWords(words);
  if (changed.length === 0) return messages;
  const rewordings = changed.map(([key, word]) => rewordingOf(defaultWordPattern(key), word));
  // one pattern for both forms, so that a word holding "site" ("Practicum site") is not reworded twice
  const bareSiteRewordings = changed.map(([key, word]) =>
    rewordingOf(key === 'supervision_site' ? '(?:supervision )?site' : defaultWordPattern(key), word),
  );
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === 'string')
      return (inBareSiteSubtree(path) ? bareSiteRewordings : rewordings).reduce((text, reword) => reword(text), value);
    if (!value || typeof value !== 'object' || keptSubtrees.includes(path)) return value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner, path ? `${path}.${key}` : key)]));
  };
  return walk(messages, '') as T;
}
