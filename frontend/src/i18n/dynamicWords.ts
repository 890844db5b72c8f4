// Role wording is configurable per organization (spec 000 §1, SPINE-12): the current
// organization's dynamic words win over the initial state's default words, then the translations.
import { useTranslate } from 'ra-core';
import { type Role } from '@practicum/shared/access/roles';
import { useCurrentUser } from '../identity/currentUser';
import { useInitialState } from '../session/initialState';
import { dynamicWordKeys, type DynamicWordKey, type DynamicWords } from '../organizations/types';

const isDynamicWord = (key: string): key is DynamicWordKey => (dynamicWordKeys as readonly string[]).includes(key);

/** A function naming a role the way the current organization does. */
export function useRoleName(): (role: Role) => string {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const defaults: Partial<DynamicWords> = useInitialState()?.default_dynamic_words ?? {};
  const words: Partial<DynamicWords> = user?.current_position?.organization?.dynamic_words ?? {};
  return (role) => (isDynamicWord(role) && (words[role] || defaults[role])) || translate(`app.roles.${role}`, { _: role });
}
