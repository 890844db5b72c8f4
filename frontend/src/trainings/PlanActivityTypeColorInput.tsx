// The colour of one activity type row of the plan form: empty until a type is
// chosen, then the type's own colour (which the coordinator may change), so
// the swatch never shows a colour the plan will not use.
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useGetList, useSourceContext } from 'react-admin';
import { type ActivityTypeRecord } from './types';

export const PlanActivityTypeColorInput = () => {
  const { getSource } = useSourceContext();
  const { setValue, getValues } = useFormContext();
  const typeId = useWatch({ name: getSource('activity_type_id') }) as string | undefined;
  const { data: types = [] } = useGetList<ActivityTypeRecord>('activity-types', { pagination: { page: 1, perPage: 1000 } });
  const typeColor = types.find((type) => type.id === typeId)?.color;
  useEffect(() => {
    if (typeColor && !getValues(getSource('color'))) setValue(getSource('color'), typeColor, { shouldDirty: true });
  }, [typeColor, getSource, getValues, setValue]);
  if (!typeId) return null;
  return <TextInput source="color" type="color" label="resources.training-plans.fields.color" sx={{ width: 120 }} />;
};
