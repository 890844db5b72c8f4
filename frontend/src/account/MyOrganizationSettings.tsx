// /organization (PEOPLE-25, ADMIN-26): who owns the organization, its supervision type, and the settings its owner
// role and coordinators keep (switches); other members read them.
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { mayChangeOrganizationSettings, memberSettingKeys } from '@practicum/shared/domain/organizations/owner';
import type { MemberOrganizationRecord } from '@practicum/shared/domain/organizations/records';
import { useApiCommand } from '../dataProvider';
import { roleOf, useCurrentUser } from '../identity/currentUser';

type SettingKey = (typeof memberSettingKeys)[number];

export const MyOrganizationSettings = ({ organization, path }: { organization: MemberOrganizationRecord; path: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { user } = useCurrentUser();
  const editable = mayChangeOrganizationSettings(roleOf(user) ?? null, organization.supervision_type);
  const change = useApiCommand(
    (settings: Partial<Record<SettingKey, boolean>>) => ({
      path: `organizations/${organization.id}/settings`,
      method: 'PUT',
      body: { organization_settings: settings },
    }),
    [path, 'users/current'],
  );
  const toggle = (key: SettingKey, value: boolean) =>
    change.mutate(
      { [key]: value },
      {
        onSuccess: () => notify('app.my_organization.settings_saved', { type: 'success' }),
        onError: (error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
      },
    );
  const ownerRole = translate(`app.roles.${organization.owner_role}`, { _: organization.owner_role });
  return (
    <Stack spacing={1} sx={{ mt: 3 }}>
      <Typography variant="body2">
        {translate('app.my_organization.supervision_type', {
          type: translate(`resources.organizations.supervision_types.${organization.supervision_type}`),
        })}
      </Typography>
      <Typography variant="body2">
        {organization.owner
          ? translate('app.my_organization.owner', { name: organization.owner.name, role: ownerRole })
          : translate('app.my_organization.no_owner', { role: ownerRole })}
      </Typography>
      <Typography variant="subtitle1" component="h2" sx={{ pt: 2 }}>
        {translate('app.my_organization.settings')}
      </Typography>
      {editable ? null : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.my_organization.settings_read_only', { role: ownerRole })}
        </Typography>
      )}
      {memberSettingKeys.map((key) => (
        <FormControlLabel
          key={key}
          control={
            <Switch
              checked={organization.organization_settings[key]}
              disabled={!editable || change.isPending}
              onChange={(_event, checked) => toggle(key, checked)}
            />
          }
          label={translate(`resources.organizations.fields.organization_settings.${key}`)}
        />
      ))}
    </Stack>
  );
};
