// A screen in one card whose window title and h1 say the same thing (an i18n key).
import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export const PageCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
