// A card of a screen with its own h2 title (an i18n key) over its content: the access-pass cards, the /account
// cards, the /invites sections. A list inside says its own empty state (RecordTable's `empty`).
import type { ReactNode } from 'react';
import { Card, CardContent, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

export const TitledCard = (props: {
  /** The title's i18n key. */
  title: string;
  children?: ReactNode;
  /** A landmark named by the title (`<section aria-label=…>`), for screens read section by section. */
  section?: boolean;
  sx?: SxProps<Theme>;
}) => {
  const translate = useTranslate();
  const landmark = props.section ? ({ component: 'section', 'aria-label': translate(props.title) } as const) : {};
  return (
    <Card sx={props.sx} {...landmark}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(props.title)}
        </Typography>
        {props.children}
      </CardContent>
    </Card>
  );
};
