// The app bar's left side: the current organization's logo and name, then the
// page title. On a phone the name gives way to the title, on up to two lines. The browser tab reads
// the organization's name followed by the product's (SPINE-14).
import { useEffect } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import { TitlePortal } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useCurrentUser } from '../identity/currentUser';
import { OrganizationLogo } from '../theme';

/**
 * On a phone the bar leaves the title some 150 px beside the menu, logo, bell and account buttons: one line cut
 * "New organization" to "New organizati…" and a record's name to its first word. There it wraps to two smaller
 * lines (the bar's 48 px hold them), breaking a long word; a longer title shows its first two lines.
 */
const titleSx = {
  fontWeight: 500,
  minWidth: 0,
  overflow: 'hidden',
  ml: { xs: 1, md: 0 },
  textOverflow: { md: 'ellipsis' },
  whiteSpace: { xs: 'normal', md: 'nowrap' },
  fontSize: { xs: '1rem', md: undefined },
  lineHeight: { xs: 1.25, md: undefined },
  maxHeight: { xs: '2.5em', md: 'none' },
  overflowWrap: { xs: 'anywhere', md: 'normal' },
} as const;

export const OrganizationBrand = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const organization = user?.current_position?.organization;
  const name = organization?.name ?? translate('app.name');
  const product = translate('app.name');
  useEffect(() => {
    document.title = organization?.name ? `${organization.name} | ${product}` : product;
    // signed out (the public layout), the tab names the product alone
    return () => {
      document.title = product;
    };
  }, [organization?.name, product]);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0, flexShrink: 0 }} data-testid="organization-brand">
        <OrganizationLogo name={name} logoUrl={organization?.logo_image_url} size={30} onPrimary />
        <Typography
          component="span"
          sx={{
            display: { xs: 'none', md: 'block' },
            fontWeight: 600,
            maxWidth: 280,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {name}
        </Typography>
      </Box>
      <Divider
        orientation="vertical"
        flexItem
        sx={{ mx: 1.5, my: 1.5, borderColor: 'rgba(255,255,255,0.35)', display: { xs: 'none', md: 'block' } }}
      />
      <TitlePortal variant="h6" sx={titleSx} />
    </>
  );
};
