// A small square of an activity type's colour, beside its name.
import Box from '@mui/material/Box';

export const ColorSwatch = ({ color, label }: { color: string; label?: string }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
    <Box
      component="span"
      aria-hidden
      sx={{ width: 14, height: 14, borderRadius: '3px', bgcolor: color, border: 1, borderColor: 'divider', flexShrink: 0 }}
    />
    {label ?? color}
  </Box>
);
