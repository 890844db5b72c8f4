// The task modal's user picker (spec 001 §5): users and groups of the
// organization, no duplicates, only allowed roles, a selection limit (0 = none)
// with "user limit reached", a group adding its users up to the limit, names
// trimmed at 30 characters. The rules are shared (domain/tasks/userPicker).
import { Alert, Autocomplete, Chip, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import {
  addGroup,
  addUsers,
  trimName,
  type PickerGroup,
  type PickerRules,
  type PickerUser,
} from '@practicum/shared/domain/tasks/userPicker';
import { useApiRead } from '../dataProvider';
import { showError, type FieldError } from '../layout/showError';

interface Props {
  value: PickerUser[];
  onChange: (selection: PickerUser[]) => void;
  rules: PickerRules;
  error?: FieldError;
}

export const TaskUserPicker = ({ value, onChange, rules, error }: Props) => {
  const translate = useTranslate();
  const [warning, setWarning] = useState<string | null>(null);
  const roles = rules.allowedRoles.length ? `?roles=${rules.allowedRoles.join(',')}` : '';
  // a list that cannot load offers nothing to pick
  const users = useApiRead<PickerUser[]>(`organization/available-users${roles}`).data ?? [];
  const groups = useApiRead<PickerGroup[]>(`organization/available-groups${roles}`).data ?? [];

  const pick = (result: { selection: PickerUser[]; warning: string | null }) => {
    setWarning(result.warning);
    onChange(result.selection);
  };

  return (
    <Stack spacing={1}>
      <Autocomplete
        multiple
        openOnFocus
        filterSelectedOptions
        options={users.filter((u) => !rules.omitted.includes(u.position_id))}
        value={value}
        getOptionLabel={(o) => `${trimName(o.name)} (${o.role_name})`}
        isOptionEqualToValue={(a, b) => a.position_id === b.position_id}
        onChange={(_event, next, reason, details) => {
          if (reason === 'selectOption' && details) pick(addUsers(value, [details.option], rules));
          else pick({ selection: next, warning: null });
        }}
        renderInput={(params) => <TextField {...params} label={translate('app.tasks.fields.assignee')} {...showError(error)} />}
      />
      {groups.length ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {groups.map((group) => (
            <Chip key={group.id} label={group.name} variant="outlined" onClick={() => pick(addGroup(value, group, rules))} />
          ))}
        </Stack>
      ) : null}
      {warning ? <Alert severity="warning">{warning}</Alert> : null}
    </Stack>
  );
};
