import polyglotI18nProvider from 'ra-i18n-polyglot';
import { type I18nProvider } from 'ra-core';
import type { DynamicWords } from '../organizations/types';
import { en } from './en';
import { rewordMessages } from './rewordMessages';

const build = (words?: Partial<DynamicWords>) =>
  polyglotI18nProvider(() => rewordMessages(en, words), 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

let current = build();
let currentWords = '{}';

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
  const key = JSON.stringify(words ?? {});
  if (key === currentWords) return;
  currentWords = key;
  current = build(words);
}
