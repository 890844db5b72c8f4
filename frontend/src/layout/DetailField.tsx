// One labelled value of a details screen's two-column grid (a site's, a
// placement's): the caption over the value, a dash when there is none.
import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

export const DetailField = ({ label, value }: { label: string; value: ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6 }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography component="div">{value || '—'}</Typography>
  </Grid>
);
