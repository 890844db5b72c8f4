// An organization's own words (SPINE-12: a clinic calls its trainees Interns) in any English text that names roles and
// places with the default words: the screens' catalogue, the server's messages, exports and public pages all reword
// through these, so that every text a clinic's people read says "intern" the same way.
import { roleNames, type Role } from '../../access/roles.js';
import { defaultDynamicWords, dynamicWordKeys } from './dynamicWords.js';

export type DynamicWordKey = (typeof dynamicWordKeys)[number];
/** The words an organization set (as stored: some may be missing or blank). */
export type OrganizationWords = Partial<Record<DynamicWordKey, string>> | null | undefined;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word as it starts a sentence or stands alone: "decision pending" → "Decision pending". */
export const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
/** "Intern" → "intern", but an acronym's case ("MFT trainee") is kept. */
const lowered = (word: string) => (/^[A-Z]{2}/.test(word) ? word : word.charAt(0).toLowerCase() + word.slice(1));
const plural = (word: string) =>
  /(s|x|z|ch|sh)$/i.test(word) ? `${word}es` : /[^aeiou]y$/i.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;

export type Rewording = (text: string) => string;

/** "a" or "an" before `word`, in the case of the article it replaces. */
const articleFor = (article: string, word: string) => {
  const chosen = /^[aeiou]/i.test(word) ? 'an' : 'a';
  return article.charAt(0) === 'A' ? capitalized(chosen) : chosen;
};

/**
 * Replaces one default word, in either case and with its plural (and its article), outside `%{placeholders}`;
 * `source` is a regular expression of the default word (`supervision site` with an optional "supervision ").
 */
export function rewordingOf(source: string, word: string): Rewording {
  // "faculty" has no plural form in the catalogue
  const pattern = new RegExp(`(?:\\b(an?) )?(?<![{\\w])(${source})(s)?(?![\\w}])`, 'gi');
  return (text) =>
    text.replace(pattern, (_match, article: string | undefined, found: string, pluralSuffix?: string) => {
      const cased = found.charAt(0) === found.charAt(0).toUpperCase() ? capitalized(word) : lowered(word);
      const reworded = pluralSuffix ? plural(cased) : cased;
      return article ? `${articleFor(article, reworded)} ${reworded}` : reworded;
    });
}

/** The default word of `key` as a pattern for rewordingOf. */
export const defaultWordPattern = (key: DynamicWordKey): string => escape(defaultDynamicWords[key].toLowerCase());

const anyDefaultWord = new RegExp(`(?<![{\\w])(?:${dynamicWordKeys.map(defaultWordPattern).join('|')})`, 'i');
/** Whether a text names any default word: only such a text reads differently in an organization's words. */
export const namesDefaultWord = (text: string): boolean => anyDefaultWord.test(text);

/**
 * The words that differ from the defaults, trimmed. A word that is the default but for its case ("Supervision site")
 * is the default: texts stay as they are.
 */
export const changedWords = (words: OrganizationWords): (readonly [DynamicWordKey, string])[] =>
  dynamicWordKeys
    .map((key) => [key, words?.[key]?.trim()] as const)
    .filter(
      (entry): entry is readonly [DynamicWordKey, string] =>
        !!entry[1] && entry[1].toLowerCase() !== defaultDynamicWords[entry[0]].toLowerCase(),
    );

/** A text in the organization's words: each default word it names, in the organization's (the identity when none differs). */
export function organizationWording(words: OrganizationWords): Rewording {
  const rewordings = changedWords(words).map(([key, word]) => rewordingOf(defaultWordPattern(key), word));
  return rewordings.length === 0 ? (text) => text : (text) => rewordings.reduce((reworded, reword) => reword(reworded), text);
}

/** A role's name as the organization calls it: its word for the role, else the product's name (manager, staff, admin). */
export const organizationRoleName = (role: string, words: OrganizationWords): string =>
  words?.[role as DynamicWordKey] || (roleNames[role as Role] ?? role);
