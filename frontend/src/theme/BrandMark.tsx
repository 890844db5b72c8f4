// Practicum's mark: shown where an organization has no logo of its own (the
// app bar, the dashboard header) instead of the organization's first letter.
// `onPrimary` draws it light for the app bar's teal background.
import { Box } from '@mui/material';
import { brandColors } from './theme';

export const BrandMark = ({ size = 32, title, onPrimary = false }: { size?: number; title?: string; onPrimary?: boolean }) => (
  <Box
    component="svg"
    viewBox="0 0 32 32"
    sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    role={title ? 'img' : undefined}
    aria-label={title}
    aria-hidden={title ? undefined : true}
  >
    <rect width="32" height="32" rx="8" fill={onPrimary ? '#ffffff' : brandColors.primary} />
    <path d="M10 7h7.5a6.5 6.5 0 0 1 0 13H14v5h-4z" fill={onPrimary ? brandColors.primary : '#ffffff'} />
    <circle cx="17.2" cy="13.5" r="2.6" fill={brandColors.accent} />
  </Box>
);
