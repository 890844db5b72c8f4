// Placements in running text, as the faculty's upcoming trainees and the user-details modal list them:
// "Harbor Counseling Center (Approved), Lakeview Behavioral Health (Ready)", each status in the area's words.
import { useCallback } from 'react';
import { useStatusLabel } from '../layout/statusLabel';

export function usePlacementsInWords(): (placements: { site: string; status: string }[]) => string {
  const statusLabel = useStatusLabel();
  return useCallback(
    (placements) => placements.map((p) => `${p.site} (${statusLabel(`app.placements.status.${p.status}`, p.status)})`).join(', '),
    [statusLabel],
  );
}
