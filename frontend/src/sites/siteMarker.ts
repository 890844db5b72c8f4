// Markers drawn with CSS (a divIcon): no image files for the bundler to lose.
import L from 'leaflet';

export const siteMarkerIcon = (accepting: boolean) =>
  L.divIcon({
    className: 'site-marker',
    html: `<span style="display:block;width:16px;height:16px;border-radius:50%;border:2px solid #fff;box-shadow:0 0 2px #000;background:${accepting ? '#1565c0' : '#757575'}"></span>`,
    iconSize: [16, 16],
    iconAnchor: [8, 8],
  });
