// The public layout (spec 001 §2): navigation with product, why us, demo and
// login; a footer with contact, status and careers.
import { type ReactNode } from 'react';
import { AppBar, Box, Button, Container, Link as MuiLink, Stack, Toolbar, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router';
import { shellLinks } from './links';

export const PublicLayout = ({ children, navigation = true }: { children: ReactNode; navigation?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar component="nav" aria-label={translate('app.shell.public_navigation')}>
          <Typography variant="h6" component={Link} to="/login" sx={{ flexGrow: 1, color: 'inherit', textDecoration: 'none' }}>
            {translate('app.name')}
          </Typography>
          {navigation ? (
            <Stack direction="row" spacing={1}>
              <Button href={shellLinks.product}>{translate('app.shell.public.product')}</Button>
              <Button href={shellLinks.whyUs}>{translate('app.shell.public.why_us')}</Button>
              <Button href={shellLinks.demo}>{translate('app.shell.public.demo')}</Button>
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
            <MuiLink href={shellLinks.contact}>{translate('app.shell.footer.contact')}</MuiLink>
            <MuiLink href={shellLinks.status}>{translate('app.shell.footer.status')}</MuiLink>
            <MuiLink href={shellLinks.careers}>{translate('app.shell.footer.careers')}</MuiLink>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
};
