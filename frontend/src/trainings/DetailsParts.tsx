// Parts the details pages share: the record named by the path's :id, and a
// titled card for one section of a page.
import { type ReactNode } from 'react';
import { useParams } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ShowBase } from 'react-admin';

export const ShowFromPath = ({ resource, children }: { resource: string; children: ReactNode }) => {
  const { id = '' } = useParams();
  return (
    <ShowBase resource={resource} id={id}>
      {children}
    </ShowBase>
  );
};

/**
 * The column of a details page: at phone widths react-admin's TopToolbar takes `flex: 0 1 100%`, which in a
 * flex column grew the toolbar and squeezed (clipped) the cards under it; nothing in the column shrinks here.
 */
export const detailsColumnSx = { mt: 2, minWidth: 0, maxWidth: '100%', '& > *': { flex: '0 0 auto' } } as const;

/** The heading row of a details page: its buttons wrap under a long name at phone widths instead of past the screen. */
export const detailsToolbarSx = { justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', rowGap: 1 } as const;

/** A wide table inside scrolls within the card at phone widths instead of pushing the page past the screen. */
export const SectionCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card sx={{ minWidth: 0 }}>
    <CardContent sx={{ overflowX: 'auto' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
