// The supervisor's "my trainees" (DASH-06, the menu's /dashboard#my-trainees): the trainees whose training they
// supervise through an approved placement (docs/decisions.md, "Who a supervisor supervises"), then past ones, each
// linking to the trainee's page with the training's plan and dates. Read from the current user (001 §3 User:
// trainees, past_trainees), which the dashboard already holds.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { SupervisedTrainee } from '@practicum/shared/domain/identity/records';
import { formatDateRange } from '@practicum/shared/format';
import { useCurrentUser } from '../identity';
import { useScrollToHash } from '../layout/useScrollToHash';
import { traineePaths } from './types';

const TraineeLines = ({ trainees }: { trainees: readonly SupervisedTrainee[] }) => (
  <ul style={{ margin: 0, paddingLeft: 20 }}>
    {trainees.map((t) => (
      <li key={t.id}>
        <Link to={traineePaths.details(t.id)}>{t.name}</Link>
        <Typography component="span" variant="body2" color="text.secondary">
          {` · ${t.training_plan_name} · ${formatDateRange(t.start_at, t.end_at)}`}
        </Typography>
      </li>
    ))}
  </ul>
);

export const SupervisedTraineesCard = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  useScrollToHash('my-trainees', user !== undefined);
  if (!user) return null;
  const { trainees, past_trainees: past } = user;
  return (
    <Card id="my-trainees" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.menu.my_trainees')}
        </Typography>
        {trainees.length ? <TraineeLines trainees={trainees} /> : <Typography>{translate('app.trainees.supervised_none')}</Typography>}
        {past.length ? (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {translate('app.trainees.supervised_past')}
            </Typography>
            <TraineeLines trainees={past} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
};
