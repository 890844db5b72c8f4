// /applications/:id (PLACE-03, 05, 06, 13, 22, 23): the placement's site,
// supervisor, trainee, training plan and level, status with its date, comments,
// and its requirement agreements with their status (an actionable one opens the
// form with the placement and applicationId query); the actions of the reader;
// the placement's History tab (issue 20).
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { useRecordPage } from '../layout/recordPage';
import type { Role } from '@practicum/shared/access/roles';
import { formatDateRange } from '@practicum/shared/format';
import { placementStream } from '@practicum/shared/domain/placements/events';
import { RecordHistoryTabs } from '../history';
import { DetailField } from '../layout/DetailField';
import { PlacementActions } from './PlacementActions';
import { PlacementStatusChip } from './PlacementStatusChip';
import { PlacementTimeOnSite } from './PlacementTimeOnSite';
import { placementStatusDate } from './statusDate';
import { placementsResource, type PlacementRecord } from './types';
import { useTimeZone } from '../identity/timeZone';
import { statusWords } from '../layout/statusLabel';

const Agreements = ({ placement }: { placement: PlacementRecord }) => {
  const translate = useTranslate();
  const agreements = placement.placement_requirement.agreements;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('app.placements.agreements')}
      </Typography>
      {agreements.length === 0 ? <Typography color="text.secondary">{translate('app.placements.no_agreements')}</Typography> : null}
      <List dense>
        {agreements.map((a) => (
          <ListItem key={a.form_id}>
            <ListItemText
              primary={
                a.actionable ? (
                  // a started agreement is signed where it is; otherwise the form opens to start it for this placement
                  <Link
                    to={
                      a.submission_id
                        ? `/forms/submitted/${a.submission_id}`
                        : `/forms/${a.form_id}?placement=${placement.id}&applicationId=${placement.id}`
                    }
                  >
                    {a.name}
                  </Link>
                ) : (
                  a.name
                )
              }
              secondary={statusWords(translate(`app.placements.agreement_status.${a.status.replace(' ', '_')}`))}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
};

export const PlacementShow = () => {
  const zone = useTimeZone();
  const { id } = useParams<'id'>();
  const translate = useTranslate();
  const { permissions: role } = usePermissions<Role | undefined>();
  const { record: placement, fallback } = useRecordPage<PlacementRecord>(placementsResource, id!);
  if (fallback) return fallback;
  if (!placement.supervision_site) return null;
  const field = (name: string) => translate(`resources.placements.fields.${name}`);
  const level = placement.training.training_plan.training_level.name;
  return (
    <>
      <Title title={placement.supervision_site.name} />
      <RecordHistoryTabs sources={[{ stream: placementStream(placement.id) }]}>
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h5" component="h1">
                {placement.supervision_site.name}
              </Typography>
              <PlacementStatusChip status={placement.status} />
              <Typography color="text.secondary">{placementStatusDate(placement.status_date, zone)}</Typography>
            </Stack>
            <Grid container spacing={2} sx={{ mt: 1 }}>
              <DetailField label={field('trainee')} value={placement.trainee.name} />
              <DetailField label={field('supervisor')} value={placement.supervisor.name} />
              <DetailField
                label={field('training')}
                value={`${placement.training.display_name}${level ? ` · ${level}` : ''} (${formatDateRange(placement.training.start_at, placement.training.end_at)})`}
              />
              <DetailField
                label={field('standing')}
                value={statusWords(translate(`app.placements.standing.${placement.standing.replace(' ', '_')}`))}
              />
              <DetailField label={field('is_campus')} value={translate(placement.is_campus ? 'app.placements.yes' : 'app.placements.no')} />
              <DetailField label={field('recurring')} value={translate(placement.recurring ? 'app.placements.yes' : 'app.placements.no')} />
              <Grid size={12}>
                <Typography variant="caption" color="text.secondary">
                  {field('comments')}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{placement.comments || '—'}</Typography>
              </Grid>
            </Grid>
            <Agreements placement={placement} />
            <PlacementActions placement={placement} />
            {role === 'trainee' && placement.status === 'approved' ? <PlacementTimeOnSite placement={placement} /> : null}
          </CardContent>
        </Card>
      </RecordHistoryTabs>
    </>
  );
};
