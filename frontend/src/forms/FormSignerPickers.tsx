// A multiway agreement's later signers, named when it starts (FORMS-25/26): one picker per role after the
// first. A named signer alone signs for the role and gets a task when it is their turn.
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formsApi, type RoleOption } from './api';
import { useLoaded } from './useLoaded';

const SignerPicker = ({
  role,
  value,
  onChange,
  error,
}: {
  role: RoleOption;
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
}) => {
  const translate = useTranslate();
  const people = useLoaded(() => formsApi.targets(role.keyname), [role.keyname]);
  return (
    <TextField
      select
      size="small"
      label={translate('app.forms.details.signer', { role: role.name })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? translate('app.forms.details.signer_hint')}
      sx={{ maxWidth: 400 }}
    >
      <MenuItem value="">{translate('app.forms.details.signer_anyone', { role: role.name })}</MenuItem>
      {(people.data ?? []).map((u) => (
        <MenuItem key={u.position_id} value={u.id}>
          {u.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

export const FormSignerPickers = ({
  roles,
  value,
  onChange,
  errors,
}: {
  roles: RoleOption[];
  value: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
  errors: Record<string, string>;
}) => (
  <Stack spacing={2}>
    {roles.slice(1).map((role) => (
      <SignerPicker
        key={role.keyname}
        role={role}
        value={value[role.keyname] ?? ''}
        onChange={(id) => onChange({ ...value, [role.keyname]: id })}
        error={errors[`signers.${role.keyname}`]}
      />
    ))}
  </Stack>
);
