// A screen in one card whose window title and h1 say the same thing (an i18n key). `stacked` spaces the heading
// and each part of the content evenly (a Stack), for the admin screens made of a few blocks one under another.
import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export const PageCard = ({ title, children, stacked }: { title: string; children: ReactNode; stacked?: boolean }) => {
  const translate = useTranslate();
  const heading = (
    <Typography variant="h5" component="h1" gutterBottom={!stacked}>
      {translate(title)}
    </Typography>
  );
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        {stacked ? (
          <Stack spacing={2}>
            {heading}
            {children}
          </Stack>
        ) : (
          <>
            {heading}
            {children}
          </>
        )}
      </CardContent>
    </Card>
  );
};
