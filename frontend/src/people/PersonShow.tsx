// /faculty/:id, /supervisors/:id, /coordinators/:id: name, email, status and
// the person's positions in the organization (spec 000 §2.3, PEOPLE-06..09).
import Stack from '@mui/material/Stack';
import { ArrayField, EmailField, Labeled, TextField, Title, useResourceContext, useShowContext } from 'react-admin';
import { DataTable } from '../layout/DataTable';
import { formatCalendarDate } from '@practicum/shared/format';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ShowFromPath } from '../trainings/DetailsParts';
import { type PersonPosition, type PersonRecord, type TaughtTrainee } from './types';
import { PersonStatus, StatusLabels } from './PositionStatus';
import { RecordHistoryTabs } from '../history';
import { useCurrentUser } from '../identity/currentUser';
import { SupervisionProfileView } from '../supervisorProfiles';

/** Supervisors' and faculty's pages carry their supervision profile, read-only, for the staff who review them. */
const ProfileOfPerson = ({ id }: { id: string }) => {
  const resource = useResourceContext();
  const role = useCurrentUser().user?.current_position?.role.keyname;
  if ((resource !== 'supervisors' && resource !== 'faculty') || (role !== 'coordinator' && role !== 'faculty')) return null;
  return <SupervisionProfileView userId={id} />;
};
import { SignupAnswersCard } from '../signup/SignupAnswersCard';

const PersonDetails = () => {
  const { record } = useShowContext<PersonRecord>();
  if (!record) return null;
  return (
    <RecordHistoryTabs sources={[{ stream: `user-${record.id}` }]}>
      <Card sx={{ mt: 2 }}>
        <Title title={record.name} />
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {record.name} <StatusLabels userStatus={record.status} />
            </Typography>
            <Labeled source="email">
              <EmailField source="email" />
            </Labeled>
            {record.phone ? (
              <Labeled source="phone">
                <TextField source="phone" />
              </Labeled>
            ) : null}
            <Labeled source="positions">
              <ArrayField source="positions">
                <DataTable bulkActionButtons={false} rowClick={false}>
                  <DataTable.Col source="role_name" />
                  <DataTable.Col source="organization_name" />
                  <DataTable.Col source="status" render={(p: PersonPosition) => <PersonStatus positionStatus={p.status} />} />
                </DataTable>
              </ArrayField>
            </Labeled>
            {record.trainees ? (
              <Labeled source="trainees">
                <ArrayField source="trainees">
                  <DataTable
                    bulkActionButtons={false}
                    rowClick={(_id, _resource, trainee) => `/trainees/${(trainee as TaughtTrainee).trainee_id}`}
                  >
                    <DataTable.Col source="name" />
                    <DataTable.Col source="training_plan_name" />
                    <DataTable.Col source="start_at" render={(t: TaughtTrainee) => formatCalendarDate(t.start_at)} />
                    <DataTable.Col source="end_at" render={(t: TaughtTrainee) => formatCalendarDate(t.end_at)} />
                    <DataTable.Col source="faculty_role" />
                  </DataTable>
                </ArrayField>
              </Labeled>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      <ProfileOfPerson id={String(record.id)} />
    </RecordHistoryTabs>
  );
};

const SupervisorSignupAnswers = () => {
  const { record } = useShowContext<PersonRecord>();
  return record ? <SignupAnswersCard userId={String(record.id)} /> : null;
};

export const PersonShow = () => {
  const resource = useResourceContext()!;
  return (
    <ShowFromPath resource={resource}>
      <PersonDetails />
      {resource === 'supervisors' ? <SupervisorSignupAnswers /> : null}
    </ShowFromPath>
  );
};
