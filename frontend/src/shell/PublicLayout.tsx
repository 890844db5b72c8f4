// The public layout (spec 001 §2): navigation with product, why us, demo and
// login; a footer with contact, status and careers.
import { type ReactNode } from 'react';
import { AppBar, Box, Button, Container, Link as MuiLink, Stack, Toolbar, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router';
import { useShellLinks } from './links';

export const PublicLayout = ({ children, navigation = true }: { children: ReactNode; navigation?: boolean }) => {
  const translate = useTranslate();
  const shellLinks = useShellLinks();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {/* on a phone the links wrap under the product name instead of widening the page */}
        <Toolbar component="nav" aria-label={translate('app.shell.public_navigation')} sx={{ flexWrap: 'wrap', columnGap: 1, py: 0.5 }}>
          {/* with navigation disabled (signup, SIGNUP-05) not even the name leads away from the screen */}
          {navigation ? (
            <Typography variant="h6" component={Link} to="/site" sx={{ flexGrow: 1, color: 'inherit', textDecoration: 'none' }}>
              {translate('app.name')}
            </Typography>
          ) : (
            <Typography variant="h6" component="span" sx={{ flexGrow: 1 }}>
              {translate('app.name')}
            </Typography>
          )}
          {navigation ? (
            <Stack direction="row" spacing={{ xs: 0, sm: 1 }} useFlexGap sx={{ flexWrap: 'wrap', '& a': { whiteSpace: 'nowrap' } }}>
              <Button component={Link} to={shellLinks.product}>
                {translate('app.shell.public.product')}
              </Button>
              <Button component={Link} to={shellLinks.whyUs}>
                {translate('app.shell.public.why_us')}
              </Button>
              <Button component={Link} to={shellLinks.demo}>
                {translate('app.shell.public.demo')}
              </Button>
              <Button component={Link} to="/login" variant="outlined">
                {translate('app.shell.public.login')}
              </Button>
            </Stack>
          ) : null}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <Box component="footer" sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}>
        <Container>
          <Stack direction="row" spacing={3} sx={{ justifyContent: 'center' }}>
            <MuiLink component={Link} to={shellLinks.contact}>
              {translate('app.shell.footer.contact')}
            </MuiLink>
            <MuiLink href={shellLinks.status}>{translate('app.shell.footer.status')}</MuiLink>
            <MuiLink href={shellLinks.careers}>{translate('app.shell.footer.careers')}</MuiLink>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
};
