// The public marketing pages (spec 002 §2, SPINE-41, SPINE-42): home, features, sources, pricing, contact,
// demo request and about, under /site in the public layout.
import { Button, Container, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router';
import { PublicLayout } from './PublicLayout';

import { marketingPages, marketingPath, type MarketingPageName } from './marketing';

export const MarketingPage = ({ name }: { name: MarketingPageName }) => {
  const translate = useTranslate();
  return (
    <PublicLayout>
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {translate(`app.site.${name}.title`)}
        </Typography>
        {[1, 2].map((n) => (
          <Typography key={n} component="p" sx={{ mb: 2 }}>
            {translate(`app.site.${name}.p${n}`)}
          </Typography>
        ))}
        <Stack
          component="nav"
          aria-label={translate('app.site.nav')}
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', mt: 3 }}
        >
          {marketingPages
            .filter((other) => other !== name)
            .map((other) => (
              <Button key={other} component={Link} to={marketingPath(other)} size="small">
                {translate(`app.site.${other}.title`)}
              </Button>
            ))}
        </Stack>
      </Container>
    </PublicLayout>
  );
};
