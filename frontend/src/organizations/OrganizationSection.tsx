import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A heading between groups of inputs of the organization form. */
export const OrganizationSection = ({ title, help }: { title: string; help?: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, mb: 1 }}>
      <Typography variant="h6">{translate(title)}</Typography>
      {help ? (
        <Typography variant="body2" color="text.secondary">
          {translate(help)}
        </Typography>
      ) : null}
    </Box>
  );
};
