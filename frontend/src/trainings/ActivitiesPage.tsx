// /activities (coordinator only, spec 002 §7): the organization's activity
// types (editable: name, colour, symbol), activities (group, name, risk alert
// flag; editable) and tags (added only: the API has no PUT for tags).
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BooleanInput, TextInput, Title, required, useTranslate } from 'react-admin';
import { CatalogSection } from './CatalogSection';
import { ColorSwatch } from './ColorSwatch';
import { type ActivityRecord, type ActivityTypeRecord } from './types';

const RiskFlag = ({ activity }: { activity: ActivityRecord }) => {
  const translate = useTranslate();
  return activity.raises_risk_alert ? (
    <Chip size="small" color="error" label={translate('app.training_setup.activities.risk_alert')} />
  ) : null;
};

export const ActivitiesPage = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="app.training_setup.activities.title" />
      <Typography color="text.secondary">{translate('app.training_setup.activities.intro')}</Typography>
      <CatalogSection<ActivityTypeRecord>
        resource="activity-types"
        sort={{ field: 'name', order: 'ASC' }}
        editable
        columns={[
          { field: 'name', render: (type) => <ColorSwatch color={type.color} label={type.name} /> },
          { field: 'symbol', render: (type) => type.symbol },
          { field: 'color', render: (type) => type.color },
        ]}
        inputs={
          <>
            <TextInput source="name" validate={required()} />
            <TextInput source="color" type="color" defaultValue="#1e88e5" validate={required()} />
            <TextInput source="symbol" validate={required()} slotProps={{ htmlInput: { maxLength: 4 } }} />
          </>
        }
      />
      <CatalogSection<ActivityRecord>
        resource="activities"
        sort={{ field: 'group', order: 'ASC' }}
        editable
        columns={[
          { field: 'group', render: (activity) => activity.group },
          { field: 'name', render: (activity) => activity.name },
          { field: 'raises_risk_alert', render: (activity) => <RiskFlag activity={activity} /> },
        ]}
        inputs={
          <>
            <TextInput source="group" validate={required()} />
            <TextInput source="name" validate={required()} />
            <BooleanInput source="raises_risk_alert" />
          </>
        }
      />
      <CatalogSection<{ id: string; name: string }>
        resource="activity-tags"
        sort={{ field: 'name', order: 'ASC' }}
        editable={false}
        columns={[{ field: 'name', render: (tag) => tag.name }]}
        inputs={<TextInput source="name" validate={required()} />}
      />
    </Stack>
  );
};
