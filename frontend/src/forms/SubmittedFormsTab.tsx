// The trainee dashboard's "submitted forms" tab (001 §2, TRAIN-56): what the
// trainee submitted and what was submitted about them, each opening its details.
import { Link } from 'react-router';
import { List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { formatDate } from '@practicum/shared/format';
import { formPaths, formsApi, type EvaluationItem } from './api';
import { SubmissionStatusChip } from './SubmissionStatusChip';
import { useLoaded } from './useLoaded';

const Items = ({ title, items }: { title: string; items: EvaluationItem[] }) => {
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

export const SubmittedFormsTab = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const userId = identity?.id ? String(identity.id) : null;
  const { data } = useLoaded(() => (userId ? formsApi.evaluations(userId) : Promise.resolve(null)), [userId]);
  if (!data) return null;
  if (data.submitted_forms_by.length + data.submitted_forms_for.length === 0)
    return <Typography color="text.secondary">{translate('app.forms.dashboard.none')}</Typography>;
  return (
    <Stack spacing={2}>
      <Items title="app.forms.dashboard.for" items={data.submitted_forms_for} />
      <Items title="app.forms.dashboard.by" items={data.submitted_forms_by} />
    </Stack>
  );
};
