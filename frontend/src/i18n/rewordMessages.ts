// An organization's own words for its roles and places (SPINE-12: a clinic calls its trainees Interns) belong in
// every text that names them, not only in the dashboard's title. The English catalogue names roles with the
// default words, so it is reworded once per signed-in organization instead of each screen asking for the word.
import { defaultDynamicWords, dynamicWordKeys, type DynamicWordKey, type DynamicWords } from '../organizations/types';

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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** "Intern" → "intern", but an acronym's case ("MFT trainee") is kept. */
const lowered = (word: string) => (/^[A-Z]{2}/.test(word) ? word : word.charAt(0).toLowerCase() + word.slice(1));
const plural = (word: string) =>
  /(s|x|z|ch|sh)$/i.test(word) ? `${word}es` : /[^aeiou]y$/i.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;

type Rewording = (text: string) => string;

/** "a" or "an" before `word`, in the case of the article it replaces. */
const articleFor = (article: string, word: string) => {
  const chosen = /^[aeiou]/i.test(word) ? 'an' : 'a';
  return article.charAt(0) === 'A' ? capitalized(chosen) : chosen;
};

/**
 * Replaces one default word, in either case and with its plural (and its article), outside `%{placeholders}`;
 * `source` is a regular expression of the default word (`supervision site` with an optional "supervision ").
 */
function rewordingOf(source: string, word: string): Rewording {
  // "faculty" has no plural form in the catalogue
  const pattern = new RegExp(`(?:\\b(an?) )?(?<![{\\w])(${source})(s)?(?![\\w}])`, 'gi');
  return (text) =>
    text.replace(pattern, (_match, article: string | undefined, found: string, pluralSuffix?: string) => {
      const cased = found.charAt(0) === found.charAt(0).toUpperCase() ? capitalized(word) : lowered(word);
      const reworded = pluralSuffix ? plural(cased) : cased;
      return article ? `${articleFor(article, reworded)} ${reworded}` : reworded;
    });
}

/** The catalogue with the organization's words wherever it differs from the defaults (the same object if nowhere). */
export function rewordMessages<T extends object>(messages: T, words: Partial<DynamicWords> | undefined): T {
  const changed = dynamicWordKeys
    .map((key) => [key, words?.[key]?.trim()] as const)
    // a word that is the default but for its case ("Supervision site") is the default: the catalogue stays as it is
    .filter(
      (entry): entry is readonly [DynamicWordKey, string] =>
        !!entry[1] && entry[1].toLowerCase() !== defaultDynamicWords[entry[0]].toLowerCase(),
    );
  if (changed.length === 0) return messages;
  const sourceOf = (key: DynamicWordKey) => escape(defaultDynamicWords[key].toLowerCase());
  const rewordings = changed.map(([key, word]) => rewordingOf(sourceOf(key), word));
  // one pattern for both forms, so that a word holding "site" ("Practicum site") is not reworded twice
  const bareSiteRewordings = changed.map(([key, word]) =>
    rewordingOf(key === 'supervision_site' ? '(?:supervision )?site' : sourceOf(key), word),
  );
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === 'string')
      return (inBareSiteSubtree(path) ? bareSiteRewordings : rewordings).reduce((text, reword) => reword(text), value);
    if (!value || typeof value !== 'object' || keptSubtrees.includes(path)) return value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner, path ? `${path}.${key}` : key)]));
  };
  return walk(messages, '') as T;
}
