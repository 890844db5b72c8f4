// /supervisionsites: the directory as a list or a map (SITES-03); the tab is
// kept in the URL hash (#map), as tabbed pages do (000 §1), and kept when the list writes its filters to the query.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Title, useTranslate } from 'react-admin';
import { SiteList } from './SiteList';
import { lazyComponent } from '../layout/lazyComponent';
import { useHashTab } from '../layout/useHashTab';

const SiteMap = lazyComponent(() => import('./SiteMap'), 'SiteMap', 480);

const directoryTabs = { list: '', map: '#map' } as const;

export const SiteDirectoryPage = () => {
  const translate = useTranslate();
  const [tab, choose] = useHashTab(directoryTabs);
  return (
    <>
      <Tabs value={tab} onChange={(_e, value: keyof typeof directoryTabs) => choose(value)}>
        <Tab value="list" label={translate('app.sites.tabs.list')} />
        <Tab value="map" label={translate('app.sites.tabs.map')} />
      </Tabs>
      {tab === 'map' ? (
        <>
          {/* the list names the page itself; the map shows under the same title */}
          <Title title="resources.supervision-sites.page.list" />
          <SiteMap />
        </>
      ) : (
        <SiteList />
      )}
    </>
  );
};
