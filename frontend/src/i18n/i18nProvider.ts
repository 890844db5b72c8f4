import polyglotI18nProvider from 'ra-i18n-polyglot';
import { type I18nProvider } from 'ra-core';
import type { DynamicWords } from '../organizations/types';
import { en } from './en';
import { rewordMessages } from './rewordMessages';

const build = (words?: Partial<DynamicWords>) =>
  polyglotI18nProvider(() => rewordMessages(en, words), 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

/**
 * The catalogue of each set of words met in this page (a user switching between positions of two organizations
 * goes back and forth between two): the whole catalogue is reworded once per set, not at each switch.
 */
const built = new Map<string, I18nProvider>();
const providerFor = (words: Partial<DynamicWords> | undefined): I18nProvider => {
  const key = JSON.stringify(words ?? {});
  let provider = built.get(key);
  if (!provider) built.set(key, (provider = build(words)));
  return provider;
};

let current = providerFor(undefined);

/** react-admin's messages that begin with the resource's name: the name stays as the menu writes it. */
const NAME_FIRST = new Set(['ra.page.list', 'ra.page.edit', 'ra.page.show']);

/**
 * react-admin puts a resource's name ("Live sessions") inside its sentences ("No %{name} found"): there it reads
 * in lower case like the rest of the sentence ("No live sessions found"), unless it starts with an acronym
 * ("CE courses") or is a user's own text (a saved query's name).
 */
const inSentence = (key: string, options: Record<string, unknown> | undefined) => {
  const name = options?.name;
  if (typeof name !== 'string' || !key.startsWith('ra.') || NAME_FIRST.has(key) || key.startsWith('ra.saved_queries.')) return options;
  if (!/^\p{Lu}\p{Ll}/u.test(name)) return options;
  return { ...options, name: name.charAt(0).toLowerCase() + name.slice(1) };
};

/** The catalogue of the signed-in organization's words (see rewordMessages); every call reads the current one. */
export const i18nProvider: I18nProvider = {
  translate: (key, options) => current.translate(key, inSentence(key, options as Record<string, unknown> | undefined)),
  changeLocale: (locale, options) => current.changeLocale(locale, options),
  getLocale: () => current.getLocale(),
  getLocales: () => current.getLocales?.() ?? [],
};

/**
 * Called with the signed-in user's organization words when the user loads: a session change (sign-in, position
 * switch, auditor access) starts the app anew, so the screens drawn after it read the new words.
 */
export function speakOrganizationWords(words: Partial<DynamicWords> | undefined): void {
  current = providerFor(words);
}

/** How many catalogues have been reworded in this page (one per set of words met). */
export const rewordedCatalogues = (): number => built.size;
