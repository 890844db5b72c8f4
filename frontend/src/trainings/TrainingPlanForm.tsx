// The plan form (create and edit): name, level, dates, total hours, and the
// activity types from the organization's catalogue with target hours and a
// colour. The rules (end after start, hours, no repeated type, sum within the
// total) are the server's; its messages land on the matching inputs. A new
// organization has no levels and no catalogue yet: the form makes a level in
// place and says where activity types are added, rather than offer empty lists.
import {
  ArrayInput,
  DateInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  minValue,
  required,
  useGetList,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LabelledAddItemButton } from '../layout/LabelledAddItemButton';
import { PlanActivityTypeColorInput } from './PlanActivityTypeColorInput';
import { TrainingLevelCreateButton } from './TrainingLevelDialogs';

/** The level select with a button making a new level, which it then chooses. */
const LevelInput = () => {
  const { setValue } = useFormContext();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
      <ReferenceInput source="level_id" reference="training-levels" sort={{ field: 'sort_order', order: 'ASC' }}>
        <SelectInput optionText="name" validate={required()} />
      </ReferenceInput>
      <TrainingLevelCreateButton onCreated={(level) => setValue('level_id', level.id, { shouldDirty: true, shouldValidate: true })} />
    </Box>
  );
};

/** Where activity types come from, when the organization's catalogue has none yet. */
const EmptyCatalogueHint = () => {
  const translate = useTranslate();
  const { total, isPending } = useGetList('activity-types', { pagination: { page: 1, perPage: 1 } });
  if (isPending || total !== 0) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.training_setup.plans.no_catalogue')}{' '}
      <Link to="/activities">{translate('app.training_setup.plans.open_activities')}</Link>
    </Typography>
  );
};

export const TrainingPlanForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={required()} fullWidth />
    <LevelInput />
    <DateInput source="start_at" validate={required()} />
    <DateInput source="end_at" validate={required()} />
    <NumberInput source="total_hours" validate={[required(), minValue(0.5)]} />
    <EmptyCatalogueHint />
    <ArrayInput source="activity_types">
      <SimpleFormIterator
        inline
        disableReordering
        addButton={<LabelledAddItemButton label="resources.training-plans.fields.add_activity_type" />}
      >
        <ReferenceInput source="activity_type_id" reference="activity-types" perPage={100}>
          <SelectInput optionText="name" validate={required()} label="resources.training-plans.fields.activity_type_id" />
        </ReferenceInput>
        <NumberInput source="hours" validate={[required(), minValue(0.5)]} label="resources.training-plans.fields.hours" />
        <PlanActivityTypeColorInput />
      </SimpleFormIterator>
    </ArrayInput>
  </SimpleForm>
);
