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

export const SectionCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
