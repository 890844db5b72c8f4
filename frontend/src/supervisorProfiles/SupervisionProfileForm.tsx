// The profile's own fields (PEOPLE-28 … 30): saved whole by PUT, field errors back on the inputs.
import { Card, CardContent, Typography } from '@mui/material';
import { BooleanInput, DateInput, Form, NumberInput, TextInput, useNotify, useTranslate } from 'react-admin';
import type { SupervisionProfileRecord } from '@practicum/shared/domain/supervisorProfiles/records';
import { emptyProfile, profileBounds, type ProfileDetails } from '@practicum/shared/domain/supervisorProfiles/commands';
import { fieldErrorsOf } from '../account/accountForms';
import { useApiCommand } from '../dataProvider';
import { profilePaths } from './profileApi';
import { yearsOn } from '@practicum/shared/domain/bounds';
import { useTimes } from '../identity/timeZone';
import { SaveOnceButton } from '../layout/SaveOnceButton';

const field = (name: keyof ProfileDetails) => `app.supervision_profile.fields.${name}`;
const fieldNames = Object.keys(emptyProfile()) as (keyof ProfileDetails)[];

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
      {translate(title)}
    </Typography>
  );
};

export const SupervisionProfileForm = ({ profile }: { profile: SupervisionProfileRecord }) => {
  const { today } = useTimes();
  const translate = useTranslate();
  const notify = useNotify();
  const save = useApiCommand(
    (body: Partial<ProfileDetails>) => ({ path: profilePaths.profile(), method: 'PUT', body }),
    [profilePaths.profile()],
  );
  const submit = async (values: Record<string, unknown>) => {
    const body = Object.fromEntries(fieldNames.map((name) => [name, values[name] ?? (name === 'years_of_experience' ? null : '')]));
    try {
      await save.mutateAsync(body);
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      notify('app.errors.server', { type: 'error' });
      return undefined;
    }
    notify('app.supervision_profile.saved', { type: 'success' });
    return undefined;
  };
  const defaults = Object.fromEntries(fieldNames.map((name) => [name, profile[name] ?? '']));
  const long = (name: keyof ProfileDetails, max: number) => (
    <TextInput source={name} label={field(name)} multiline minRows={2} fullWidth slotProps={{ htmlInput: { maxLength: max } }} />
  );
  return (
    <Card sx={{ mt: 2, maxWidth: 800 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.supervision_profile.title')}
        </Typography>
        <Form defaultValues={defaults} onSubmit={submit}>
          <Section title="app.supervision_profile.sections.about" />
          {long('bio', profileBounds.bio)}
          {long('looking_for', profileBounds.looking_for)}
          <TextInput source="degree" label={field('degree')} fullWidth />
          <NumberInput source="years_of_experience" label={field('years_of_experience')} min={0} max={profileBounds.years} />
          <DateInput
            source="conferred_date"
            label={field('conferred_date')}
            slotProps={{ htmlInput: { min: yearsOn(today(), -profileBounds.years), max: today() } }}
          />
          <TextInput source="specialty_concentration" label={field('specialty_concentration')} fullWidth />
          <TextInput source="specialty_population" label={field('specialty_population')} fullWidth />
          {long('training_credentials', profileBounds.training_credentials)}
          <Section title="app.supervision_profile.sections.links" />
          <TextInput source="linkedin_url" label={field('linkedin_url')} fullWidth />
          <TextInput source="healthgrades_url" label={field('healthgrades_url')} fullWidth />
          <TextInput source="psychology_today_url" label={field('psychology_today_url')} fullWidth />
          <Section title="app.supervision_profile.sections.directory" />
          <BooleanInput source="accepting_trainees" label={field('accepting_trainees')} />
          {long('directory_bio', profileBounds.directory_text)}
          {long('directory_wants', profileBounds.directory_text)}
          <SaveOnceButton />
        </Form>
      </CardContent>
    </Card>
  );
};
