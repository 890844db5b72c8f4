import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router';
import { Button, useRecordContext } from 'react-admin';
import { organizationPaths } from './paths';
import { type Organization } from './types';

/** Goes to /admin/organizations/edit/:id, the spec's edit URL (a router link: react-admin's Button only styles `to`). */
export const OrganizationEditButton = () => {
  const record = useRecordContext<Organization>();
  if (!record) return null;
  return (
    <Button
      component={Link}
      label="resources.organizations.actions.edit"
      to={organizationPaths.edit(record.id)}
      onClick={(event) => event.stopPropagation()}
    >
      <EditIcon />
    </Button>
  );
};
