// Licences of the profile (PEOPLE-29, PEOPLE-33): each one's state, discipline
// and number; added and removed one by one. 00000 stands for unlicensed.
import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Form, SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { licenseDisciplines, type License, type LicenseInput } from '@practicum/shared/domain/supervisorProfiles/commands';
import { usStateCodes } from '@practicum/shared/domain/sites/usStates';
import { fieldErrorsOf } from '../account/accountForms';
import { useApiCommand } from '../dataProvider';
import { profilePaths } from './profileApi';
import { SaveOnceButton } from '../layout/SaveOnceButton';
import { ConfirmedButton } from '../layout/ConfirmedButton';

const stateChoices = usStateCodes.map((code) => ({ id: code, name: code }));
const disciplineChoices = licenseDisciplines.map((id) => ({ id, name: `app.supervision_profile.disciplines.${id}` }));
const label = (name: string) => `app.supervision_profile.fields.${name}`;

export const LicenseText = ({ license }: { license: License }) => {
  const translate = useTranslate();
  return (
    <ListItemText
      primary={`${license.state} · ${translate(`app.supervision_profile.disciplines.${license.discipline}`)}`}
      secondary={`${translate(label('number'))}: ${license.number}`}
    />
  );
};

export const LicensesCard = ({ licenses }: { licenses: License[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const invalidates = [profilePaths.profile()];
  const add = useApiCommand((body: LicenseInput) => ({ path: profilePaths.licenses, method: 'POST', body }), invalidates);
  const remove = useApiCommand((id: string) => ({ path: profilePaths.license(id), method: 'DELETE' }), invalidates);
  const submit = async (values: Record<string, unknown>) => {
    try {
      await add.mutateAsync(values as LicenseInput);
      return undefined;
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (!errors) notify('app.errors.server', { type: 'error' });
      return errors;
    }
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 800 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.supervision_profile.sections.licenses')}
        </Typography>
        {licenses.length === 0 ? <Typography color="text.secondary">{translate('app.supervision_profile.no_licenses')}</Typography> : null}
        <List dense aria-label={translate('app.supervision_profile.sections.licenses')}>
          {licenses.map((license) => (
            <ListItem
              key={license.id}
              secondaryAction={
                <ConfirmedButton
                  size="small"
                  disabled={remove.isPending}
                  label={translate('app.supervision_profile.remove_license')}
                  title="app.supervision_profile.remove_license_title"
                  content="app.supervision_profile.remove_license_content"
                  confirm="app.supervision_profile.remove_license"
                  onConfirm={() => remove.mutate(license.id)}
                />
              }
            >
              <LicenseText license={license} />
            </ListItem>
          ))}
        </List>
        <Form key={licenses.length} defaultValues={{ state: '', discipline: '', number: '' }} onSubmit={submit}>
          <SelectInput source="state" label={label('state')} choices={stateChoices} />
          <SelectInput source="discipline" label={label('discipline')} choices={disciplineChoices} />
          <TextInput source="number" label={label('number')} helperText="app.supervision_profile.license_hint" />
          <SaveOnceButton label="app.supervision_profile.add_license" />
        </Form>
      </CardContent>
    </Card>
  );
};
