// The trainee dashboard's "submitted forms" tab (001 §2, TRAIN-56): what the
// trainee submitted and what was submitted about them, each opening its details.
import { Link } from 'react-router';
import { List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { formPaths, formsApi, type EvaluationItem } from './api';
import { SubmissionStatusChip } from './SubmissionStatusChip';
import { useLoaded } from './useLoaded';
import { useTimes } from '../identity/timeZone';

const Items = ({ title, items }: { title: string; items: EvaluationItem[] }) => {
  const { formatDate } = useTimes();
  const translate = useTranslate();
  if (items.length === 0) return null;
  return (
    <div>
      <Typography variant="subtitle1">{translate(title)}</Typography>
      <List dense>
        {items.map((item) => (
          <ListItem key={item.id} disablePadding>
            <ListItemButton component={Link} to={formPaths.submitted(item.id)}>
              <ListItemText
                primary={item.form}
                secondary={
                  <>
                    {[item.submitter, item.submitted_at ? formatDate(item.submitted_at) : ''].filter(Boolean).join(' · ')}{' '}
                    <SubmissionStatusChip status={item.status} />
                  </>
                }
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </div>
  );
};

/** What a user submitted and what was submitted about them, within one of their trainings when given (TRAIN-55/56). */
export const EvaluationLists = ({
  userId,
  trainingId = null,
  words = 'dashboard',
}: {
  userId: string | null;
  trainingId?: string | null;
  /** The dashboard speaks to the user ("Submitted by you"); the evaluations page about them. */
  words?: 'dashboard' | 'evaluations';
}) => {
  const translate = useTranslate();
  const { data, error } = useLoaded(
    () => (userId ? formsApi.evaluations(userId, trainingId) : Promise.resolve(null)),
    [userId, trainingId],
  );
  if (error) return <Typography color="text.secondary">{translate('app.forms.evaluations.not_found')}</Typography>;
  if (!data) return null;
  if (data.submitted_forms_by.length + data.submitted_forms_for.length === 0)
    return <Typography color="text.secondary">{translate(`app.forms.${words}.none`)}</Typography>;
  return (
    <Stack spacing={2}>
      <Items title={`app.forms.${words}.for`} items={data.submitted_forms_for} />
      <Items title={`app.forms.${words}.by`} items={data.submitted_forms_by} />
    </Stack>
  );
};

export const SubmittedFormsTab = () => {
  const { identity } = useGetIdentity();
  return <EvaluationLists userId={identity?.id ? String(identity.id) : null} />;
};
