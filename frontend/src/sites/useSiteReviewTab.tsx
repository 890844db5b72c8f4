// The coordinator's "Review sites" tab (DASH-28, DASH-03): the badge is the
// expired count, else the pending count; an alert while any site has expired;
// the sites waiting (expired first, else pending), each opening its page.
import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import type { DashboardTab } from '../dashboards/common/DashboardTabs';
import { useApiRead } from '../dataProvider';
import { apiRead } from '../dataProvider/primedReads';
import { SiteStatusChip } from './SiteStatusBadge';
import { sitePaths, sitesResource, type SiteRecord, type SitesSummary } from './types';

const SiteReviewList = ({ summary }: { summary: SitesSummary }) => {
  const translate = useTranslate();
  const filterName = summary.expired_count > 0 ? 'expired' : 'decision_pending';
  const { data = [] } = useGetList<SiteRecord>(sitesResource, {
    filter: { [filterName]: true },
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <>
      {summary.expired_count > 0 ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate('app.sites.review.expired_alert', { smart_count: summary.expired_count })}
        </Alert>
      ) : null}
      {data.length === 0 ? <Typography color="text.secondary">{translate('app.sites.review.none')}</Typography> : null}
      <List dense>
        {data.map((site) => (
          <ListItemButton key={site.id} component={Link} to={sitePaths.show(site.id)}>
            <ListItemText
              primary={site.name}
              secondary={[site.department, [site.city, site.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
            />
            <SiteStatusChip status={site.status} />
          </ListItemButton>
        ))}
      </List>
      <Link to={`${sitePaths.list}?filter=${filterName}`}>{translate('app.sites.review.all')}</Link>
    </>
  );
};

const noSitesWaiting: SitesSummary = { expired_count: 0, pending_count: 0 };

const summaryPath = 'supervision-sites/summary';
/** What the tab reads on a dashboard: the counts of its badge and list. */
export const siteReviewParts = () => [apiRead(summaryPath)];

export function useSiteReviewTab(): DashboardTab {
  const summary = useApiRead<SitesSummary>(summaryPath).data ?? noSitesWaiting;
  return {
    key: 'review-sites',
    label: 'app.sites.review.tab',
    badge: summary.expired_count || summary.pending_count,
    content: <SiteReviewList summary={summary} />,
  };
}
