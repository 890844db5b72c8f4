// The users' status filter, shared by the admin's users list and the people
// search: each status offered under its `resources.users.statuses` name. The
// lists order their statuses differently, so each passes its own.
import { SelectInput, type TranslateFunction } from 'react-admin';

export const userStatusFilter = (statuses: readonly string[], translate: TranslateFunction) => (
  <SelectInput
    key="status"
    source="status"
    choices={statuses.map((id) => ({ id, name: translate(`resources.users.statuses.${id}`) }))}
    alwaysOn
    emptyText="app.choice.any"
  />
);
