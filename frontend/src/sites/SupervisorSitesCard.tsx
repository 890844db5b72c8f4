// The supervisor dashboard's sites line (DASH-42, DASH-43): up to four site
// names when the supervisor has fewer than five sites, else one link to the
// directory; with none, a warning and a link to add a site.
import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { httpClient } from '../dataProvider';
import { keyedRead } from '../dataProvider/primedReads';
import { sitePaths } from './types';

// keyed under the sites resource: react-admin refreshes it with the directory after a site is saved
const mine = keyedRead(['supervision-sites', 'mine'], 'users/current/supervision-sites');
/** What the card reads on the supervisor's dashboard. */
export const supervisorSitesParts = () => [mine];

export const SupervisorSitesCard = () => {
  const translate = useTranslate();
  const { data: sites } = useQuery({
    queryKey: mine.queryKey,
    queryFn: async () => (await httpClient(`/api/${mine.path}`)).json as { id: string; name: string }[],
  });
  if (!sites) return null;
  if (sites.length === 0)
    return (
      <Alert severity="warning" sx={{ mb: 2 }} action={<Link to={sitePaths.create}>{translate('app.sites.mine.add')}</Link>}>
        {translate('app.sites.mine.none')}
      </Alert>
    );
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="subtitle2">{translate('app.sites.mine.title')}</Typography>
        {sites.length < 5 ? (
          sites.slice(0, 4).map((site, i) => (
            <span key={site.id}>
              {i > 0 ? ', ' : null}
              <Link to={sitePaths.show(site.id)}>{site.name}</Link>
            </span>
          ))
        ) : (
          <Link to={sitePaths.list}>{translate('app.sites.mine.all', { smart_count: sites.length })}</Link>
        )}
      </CardContent>
    </Card>
  );
};
