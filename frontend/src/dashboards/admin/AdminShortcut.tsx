import { type ReactNode } from 'react';
import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';

export const AdminShortcut = ({ to, icon, title, help }: { to: string; icon: ReactNode; title: string; help: string }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent>
          {icon}
          <Typography variant="h6">{translate(title)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(help)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};
