// The current organization's logo (spec 001 §2 dashboard header, the app bar),
// or Practicum's mark when it has none.
import { Box } from '@mui/material';
import { BrandMark } from './BrandMark';

interface OrganizationLogoProps {
  name: string;
  logoUrl?: string | null;
  size?: number;
  /** Drawn on the app bar's primary colour. */
  onPrimary?: boolean;
}

export const OrganizationLogo = ({ name, logoUrl, size = 32, onPrimary }: OrganizationLogoProps) =>
  logoUrl ? (
    <Box
      component="img"
      src={logoUrl}
      alt={name}
      sx={{ width: size, height: size, objectFit: 'contain', borderRadius: 1, bgcolor: '#ffffff', flexShrink: 0 }}
    />
  ) : (
    <BrandMark size={size} title={name} onPrimary={onPrimary} />
  );
