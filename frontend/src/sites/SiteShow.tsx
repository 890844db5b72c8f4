// /supervisionsites/:id: the site's details, its status badge and tags; the
// coordinator decides here, and whoever may edit it finds the edit button.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { EditButton, RecordContextProvider, Title, TopToolbar, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { useRecordPage } from '../layout/recordPage';
import type { Role } from '@practicum/shared/access/roles';
import { formatCalendarDate } from '@practicum/shared/format';
import { SiteDecision } from './SiteDecision';
import { SiteStatusChip } from './SiteStatusBadge';
import { SiteTagChips } from './SiteTagChips';
import { sitePaths, sitesResource, type SiteRecord } from './types';
import { RecordHistoryTabs } from '../history';
import { DetailField } from '../layout/DetailField';
import { placementPaths } from '../placements/types';
import { useCanWrite } from '../session/useCanWrite';

export const SiteShow = () => {
  const { id } = useParams<'id'>();
  const translate = useTranslate();
  const { permissions: role } = usePermissions<Role | undefined>();
  const canWrite = useCanWrite();
  const { identity } = useGetIdentity();
  const { record: site, fallback } = useRecordPage<SiteRecord>(sitesResource, id!);
  if (fallback) return fallback;
  const field = (name: string) => translate(`resources.supervision-sites.fields.${name}`);
  // right after a save the cache holds the command's answer, without the joined names, until the read arrives
  const supervisors = site.supervisors ?? [];
  const mine = site.created_by === identity?.id || supervisors.some((s) => s.id === identity?.id);
  const canEdit = role === 'coordinator' || (role === 'supervisor' && mine);
  const address = [site.address, site.city, [site.state, site.postal_code].filter(Boolean).join(' '), site.country]
    .filter(Boolean)
    .join(', ');
  return (
    <RecordContextProvider value={site}>
      <Title title={site.name} />
      <RecordHistoryTabs sources={[{ stream: `site-${site.id}` }]}>
        <TopToolbar>
          {/* a trainee asks for a placement here: the request opens with this site picked */}
          {role === 'trainee' && canWrite && site.published && site.accepting_trainees ? (
            <Button component={RouterLink} to={placementPaths.requestAt(site.id)} size="small" startIcon={<AssignmentIcon />}>
              {translate('app.placements.request')}
            </Button>
          ) : null}
          {canEdit ? <EditButton to={sitePaths.edit(site.id)} /> : null}
        </TopToolbar>
        <Card>
          <CardContent>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h5" component="h1">
                {site.name}
              </Typography>
              {role === 'trainee' ? null : <SiteStatusChip status={site.status} />}
            </Stack>
            <Typography color="text.secondary">{site.department}</Typography>
            <SiteTagChips />
            {role === 'coordinator' ? (
              <Stack sx={{ my: 2 }}>
                <SiteDecision />
              </Stack>
            ) : null}
            <Grid container spacing={2} sx={{ mt: 1 }}>
              <DetailField label={field('address')} value={address} />
              <DetailField label={field('county')} value={site.county} />
              <DetailField label={field('office_phone')} value={site.office_phone} />
              <DetailField
                label={field('website')}
                value={
                  site.website ? (
                    <a href={site.website} target="_blank" rel="noreferrer">
                      {site.website}
                    </a>
                  ) : (
                    ''
                  )
                }
              />
              <DetailField label={field('contact_name')} value={site.contact_name} />
              <DetailField label={field('contact_email')} value={site.contact_email} />
              <DetailField label={field('supervisors')} value={supervisors.map((s) => s.name).join(', ')} />
              <DetailField
                label={field('accepting_trainees')}
                value={translate(site.accepting_trainees ? 'app.sites.yes' : 'app.sites.no')}
              />
              <DetailField label={field('expiration_date')} value={formatCalendarDate(site.expiration_date)} />
              <DetailField label={field('published')} value={translate(site.published ? 'app.sites.published' : 'app.sites.unpublished')} />
              <DetailField label={field('created_by_name')} value={site.created_by_name} />
            </Grid>
          </CardContent>
        </Card>
      </RecordHistoryTabs>
    </RecordContextProvider>
  );
};
