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

/** The catalogue of the signed-in organization's words (see rewordMessages); every call reads the current one. */
export const i18nProvider: I18nProvider = {
  translate: (key, options) => current.translate(key, options),
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
