// The directory's map (SITES-03): every published site with a location
// (GET /api/supervision-sites/map), markers clustered, each linking to its site.
import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { latLngBounds } from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { Loading, useTranslate } from 'react-admin';
import { httpClient } from '../dataProvider';
import { siteMarkerIcon } from './siteMarker';
import { sitePaths, type SiteMapPoint } from './types';
import { usCenter, useMapTileUrl } from './useMapTiles';

export const SiteMap = () => {
  const translate = useTranslate();
  const tileUrl = useMapTileUrl();
  const {
    data: points,
    error,
    refetch,
  } = useQuery({
    queryKey: ['supervision-sites', 'map'],
    queryFn: async () => (await httpClient('/api/supervision-sites/map')).json as SiteMapPoint[],
  });
  // once its retries are spent a failed read says so, with a way to try again, instead of loading for ever
  if (error && !points)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('ra.action.refresh')}
          </Button>
        }
      >
        {translate('app.sites.map_failed')}
      </Alert>
    );
  if (!points || tileUrl === null) return <Loading />;
  return (
    <Box>
      {points.length === 0 ? <Typography color="text.secondary">{translate('app.sites.no_points')}</Typography> : null}
      <Box
        sx={{ height: { xs: 420, md: 560 }, bgcolor: '#dde6ea', '& .leaflet-container': { height: '100%', bgcolor: '#dde6ea' } }}
        data-testid="site-map"
      >
        {/* opens on every site (a narrow screen would cut off the clusters at the US view's edges), else on the US */}
        <MapContainer
          {...(points.length
            ? { bounds: latLngBounds(points.map((p) => [p.latitude, p.longitude])), boundsOptions: { padding: [32, 32], maxZoom: 12 } }
            : { center: usCenter, zoom: 4 })}
          minZoom={2}
          maxZoom={18}
          scrollWheelZoom={false}
        >
          {tileUrl ? <TileLayer url={tileUrl} attribution="&copy; OpenStreetMap contributors" /> : null}
          <MarkerClusterGroup chunkedLoading>
            {points.map((point) => (
              <Marker
                key={point.id}
                position={[point.latitude, point.longitude]}
                icon={siteMarkerIcon(point.accepting_trainees)}
                title={point.name}
              >
                <Popup>
                  <Link to={sitePaths.show(point.id)}>{point.name}</Link>
                  <br />
                  {[point.department, `${point.city}, ${point.state}`].filter(Boolean).join(' · ')}
                </Popup>
              </Marker>
            ))}
          </MarkerClusterGroup>
        </MapContainer>
      </Box>
    </Box>
  );
};
