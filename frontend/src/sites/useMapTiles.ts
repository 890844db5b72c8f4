// The tile template of the site maps from the initial state (MAP_TILE_URL):
// empty on offline machines, where the maps show their markers on a plain ground.
import { useEffect, useState } from 'react';
import { loadInitialState } from '../session/initialState';

export function useMapTileUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    loadInitialState()
      .then((state) => setUrl(state.map_tile_url ?? ''))
      .catch(() => setUrl(''));
  }, []);
  return url;
}

export const usCenter: [number, number] = [39.5, -98.35];
