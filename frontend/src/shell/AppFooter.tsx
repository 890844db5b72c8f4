// Default layout footer (spec 001 §2): help desk, dashboard, terms, privacy, contact, status.
import { Box, Link as MuiLink, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router';
import { useShellLinks } from './links';

const outside = { target: '_blank', rel: 'noopener noreferrer' } as const;

export const AppFooter = () => {
  const translate = useTranslate();
  const shellLinks = useShellLinks();
  return (
    <Box component="footer" role="contentinfo" sx={{ mt: 4, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
        <MuiLink href={shellLinks.help} {...outside}>
          {translate('app.shell.footer.help_desk')}
        </MuiLink>
        <MuiLink component={Link} to="/dashboard">
          {translate('app.shell.footer.dashboard')}
        </MuiLink>
        <MuiLink href="/terms-of-service" {...outside}>
          {translate('app.shell.footer.terms')}
        </MuiLink>
        <MuiLink href="/privacy-policy" {...outside}>
          {translate('app.shell.footer.privacy')}
        </MuiLink>
        <MuiLink href={shellLinks.contact}>{translate('app.shell.footer.contact')}</MuiLink>
        <MuiLink href={shellLinks.status} {...outside}>
          {translate('app.shell.footer.status')}
        </MuiLink>
      </Stack>
    </Box>
  );
};
