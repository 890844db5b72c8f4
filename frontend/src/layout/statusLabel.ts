// How every screen words a status (a placement's, a session's, a site's, a submission's, a course's, a support
// thread's): the area's words for its code, else the code in words ("in_progress" → "In progress"), and always with
// a capital first letter, as a label starts. A raw status code never reaches the screen.
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/** "in_progress" or "signature required" → "In progress", "Signature required". */
export function statusWords(text: string): string {
  const words = text.replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a status: `key` is its translation key; without one the code itself, in words. */
export function useStatusLabel(): (key: string, code: string) => string {
  const translate = useTranslate();
  return useCallback((key: string, code: string) => statusWords(translate(key, { _: code })), [translate]);
}
