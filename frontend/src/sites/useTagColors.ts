// Tag colours by name from the initial state (000 §3.1); the shared palette
// until it has loaded (the server sends the same one).
import { useEffect, useState } from 'react';
import { siteTagColors } from '@practicum/shared/domain/sites/tags';
import { loadInitialState } from '../session/initialState';

export function useTagColors(): Record<string, string> {
  const [colors, setColors] = useState<Record<string, string>>(siteTagColors);
  useEffect(() => {
    loadInitialState()
      .then((state) => state.tag_colors && setColors(state.tag_colors))
      .catch(() => undefined);
  }, []);
  return colors;
}
