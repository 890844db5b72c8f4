// The pin-drop of the site form: a click places the site (latitude and
// longitude); without a pin a US site is placed by its ZIP code on save.
import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { siteMarkerIcon } from './siteMarker';
import { usCenter, useMapTileUrl } from './useMapTiles';

const ClickToPlace = ({ onPlace }: { onPlace: (lat: number, lng: number) => void }) => {
  useMapEvents({ click: (event) => onPlace(Number(event.latlng.lat.toFixed(6)), Number(event.latlng.lng.toFixed(6))) });
  return null;
};

export const SiteLocationInput = () => {
  const translate = useTranslate();
  const tileUrl = useMapTileUrl();
  const { setValue } = useFormContext();
  const latitude = useWatch({ name: 'latitude' }) as number | null | undefined;
  const longitude = useWatch({ name: 'longitude' }) as number | null | undefined;
  const place = (lat: number | null, lng: number | null) => {
    setValue('latitude', lat, { shouldDirty: true });
    setValue('longitude', lng, { shouldDirty: true });
  };
  const pinned = typeof latitude === 'number' && typeof longitude === 'number';
  return (
    <Box sx={{ width: '100%', maxWidth: 640, my: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.sites.pin_hint')}
      </Typography>
      <Box sx={{ height: 260, bgcolor: '#dde6ea', '& .leaflet-container': { height: '100%', bgcolor: '#dde6ea' } }}>
        {tileUrl === null ? null : (
          <MapContainer
            center={pinned ? [latitude, longitude] : usCenter}
            zoom={pinned ? 10 : 3}
            minZoom={2}
            maxZoom={18}
            scrollWheelZoom={false}
          >
            {tileUrl ? <TileLayer url={tileUrl} /> : null}
            <ClickToPlace onPlace={place} />
            {pinned ? <Marker position={[latitude, longitude]} icon={siteMarkerIcon(true)} /> : null}
          </MapContainer>
        )}
      </Box>
      {pinned ? (
        <Typography variant="caption">
          {latitude}, {longitude}{' '}
          <Button size="small" onClick={() => place(null, null)}>
            {translate('ra.action.clear_input_value')}
          </Button>
        </Typography>
      ) : null}
    </Box>
  );
};
