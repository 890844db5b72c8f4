// "Review placements" on the dashboards (DASH-29, DASH-45, PLACE-12): the tab
// lists the placements waiting for review (ready, or an agreement to sign), each
// opening its page, and its badge is that list's total: one read, so the two
// never count different things. For a trainee or supervisor it is their own
// placements' tab (every status but archived) and opens first; its badge counts those.
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useGetList, useTranslate } from 'react-admin';
import type { DashboardTab } from '../dashboards/common/DashboardTabs';
import { listRead } from '../dataProvider/primedReads';
import { PlacementStatusChip } from './PlacementStatusChip';
import { placementStatusDate } from './statusDate';
import { placementPaths, placementsResource, type PlacementRecord } from './types';
import { useTimeZone } from '../identity/timeZone';

const reviewListParams = (everyStatus: boolean) => ({
  filter: everyStatus ? { archived: false } : { needs_review: true },
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'created_at', order: 'DESC' as const },
});

/** The tab of a trainee's or supervisor's own placements: it opens first and lists every status. */
export const ownPlacementsTab = { opensFirst: true, everyStatus: true };

/** What the tab reads on a dashboard: its list, whose total is the badge. */
export const placementTabParts = (options: { everyStatus?: boolean } = {}) => [
  listRead(placementsResource, reviewListParams(options.everyStatus ?? false)),
];

const usePlacementReviewList = (everyStatus: boolean) => useGetList<PlacementRecord>(placementsResource, reviewListParams(everyStatus));

const PlacementReviewList = ({ everyStatus }: { everyStatus: boolean }) => {
  const zone = useTimeZone();
  const translate = useTranslate();
  const { data = [] } = usePlacementReviewList(everyStatus);
  return (
    <>
      {data.length === 0 ? (
        <Typography color="text.secondary">
          {translate(everyStatus ? 'app.placements.review.none_own' : 'app.placements.review.none')}
        </Typography>
      ) : null}
      <List dense>
        {data.map((p) => (
          // a list holds items: the link sits inside its item (WCAG 1.3.1)
          <ListItem key={p.id} disablePadding>
            <ListItemButton component={Link} to={placementPaths.show(p.id)}>
              <ListItemText
                primary={`${p.trainee.name} · ${p.supervision_site.name}`}
                secondary={placementStatusDate(p.status_date, zone)}
              />
              <PlacementStatusChip status={p.status} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Link to={everyStatus ? placementPaths.list : `${placementPaths.list}?filter=needs_review`}>
        {translate('app.placements.review.all')}
      </Link>
    </>
  );
};

/** `everyStatus`: the reader's own placements (trainee, supervisor) rather than those waiting for review. */
export function usePlacementReviewTab(options: { opensFirst?: boolean; everyStatus?: boolean } = {}): DashboardTab {
  const badge = usePlacementReviewList(options.everyStatus ?? false).total ?? 0;
  return {
    key: 'review-placements',
    label: 'app.placements.review.tab',
    badge,
    default: options.opensFirst ?? false,
    content: <PlacementReviewList everyStatus={options.everyStatus ?? false} />,
  };
}
