// The plan form (create and edit): name, level, dates, total hours, and the
// activity types from the organization's catalogue with target hours and a
// colour. The rules (end after start, hours, no repeated type, sum within the
// total) are the server's; its messages land on the matching inputs.
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
} from 'react-admin';
import { LabelledAddItemButton } from '../layout/LabelledAddItemButton';
import { PlanActivityTypeColorInput } from './PlanActivityTypeColorInput';

export const TrainingPlanForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={required()} fullWidth />
    <ReferenceInput source="level_id" reference="training-levels" sort={{ field: 'sort_order', order: 'ASC' }}>
      <SelectInput optionText="name" validate={required()} />
    </ReferenceInput>
    <DateInput source="start_at" validate={required()} />
    <DateInput source="end_at" validate={required()} />
    <NumberInput source="total_hours" validate={[required(), minValue(0.5)]} />
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
