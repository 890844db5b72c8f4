// /supervisionsites: the directory as a list or a map (SITES-03); the tab is
// kept in the URL hash (#map), as tabbed pages do (000 §1).
import { useLocation, useNavigate } from 'react-router';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'react-admin';
import { SiteList } from './SiteList';
import { lazyComponent } from '../layout/lazyComponent';

const SiteMap = lazyComponent(() => import('./SiteMap'), 'SiteMap', 480);

export const SiteDirectoryPage = () => {
  const translate = useTranslate();
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const tab = hash === '#map' ? 'map' : 'list';
  return (
    <>
      <Tabs value={tab} onChange={(_e, value: string) => void navigate({ search, hash: value === 'map' ? '#map' : '' }, { replace: true })}>
        <Tab value="list" label={translate('app.sites.tabs.list')} />
        <Tab value="map" label={translate('app.sites.tabs.map')} />
      </Tabs>
      {tab === 'map' ? <SiteMap /> : <SiteList />}
    </>
  );
};
