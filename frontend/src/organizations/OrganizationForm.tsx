// The fields of create and edit. One page (no tabs) so that a server error on
// any field, nested ones included, is in view next to its input.
import { type ReactElement } from 'react';
import { Box } from '@mui/material';
import { NumberInput, SelectInput, SimpleForm, TextInput, minValue, number, required } from 'react-admin';
import { OrganizationSection } from './OrganizationSection';
import { supervisionTypes } from './types';
import { OrganizationDynamicWordsInputs } from './OrganizationDynamicWordsInputs';
import { OrganizationSettingsInputs } from './OrganizationSettingsInputs';

const supervisionTypeChoices = supervisionTypes.map((type) => ({
  id: type,
  name: `resources.organizations.supervision_types.${type}`,
}));

const wholeDays = [number(), minValue(1)];

export const OrganizationForm = ({ toolbar, defaultValues }: { toolbar?: ReactElement; defaultValues?: object }) => (
  <SimpleForm toolbar={toolbar} defaultValues={defaultValues} sx={{ maxWidth: 900 }}>
    <OrganizationSection title="resources.organizations.sections.details" />
    <TextInput source="name" validate={required()} fullWidth />
    <TextInput source="logo_image_url" fullWidth />
    <SelectInput source="supervision_type" choices={supervisionTypeChoices} validate={required()} />
    <OrganizationDynamicWordsInputs />
    <OrganizationSettingsInputs />
    <OrganizationSection title="resources.organizations.sections.retention" />
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, columnGap: 2, width: '100%' }}>
      <NumberInput source="live_retention_days" step={1} validate={wholeDays} />
      <NumberInput source="telehealth_retention_days" step={1} validate={wholeDays} />
    </Box>
  </SimpleForm>
);
