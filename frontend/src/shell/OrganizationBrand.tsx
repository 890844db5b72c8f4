// The app bar's left side: the current organization's logo and name, then the
// page title. On a phone the name gives way to the title. The browser tab reads
// the organization's name followed by the product's (SPINE-14).
import { useEffect } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import { TitlePortal } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useCurrentUser } from '../identity/currentUser';
import { OrganizationLogo } from '../theme';

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
      <TitlePortal
        variant="h6"
        sx={{ fontWeight: 500, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', ml: { xs: 1, md: 0 } }}
      />
    </>
  );
};
