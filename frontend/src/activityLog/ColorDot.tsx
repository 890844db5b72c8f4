import { Box } from '@mui/material';

/** The activity type's color, as a small dot before its name. */
export const ColorDot = ({ color }: { color: string }) => (
  <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: color, mr: 1 }} />
);
