import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { type Organization } from './types';

export const OrganizationSupervisionTypeField = (_props: FieldProps<Organization>) => {
  const record = useRecordContext<Organization>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.supervision_type)
    return (
      <Typography variant="body2" component="span" color="text.secondary">
        {translate('app.choice.not_set')}
      </Typography>
    );
  return (
    <Typography variant="body2" component="span">
      {translate(`resources.organizations.supervision_types.${record.supervision_type}`, { _: record.supervision_type })}
    </Typography>
  );
};
