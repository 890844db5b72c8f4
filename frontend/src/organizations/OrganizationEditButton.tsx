import EditIcon from '@mui/icons-material/Edit';
import { Button, useRecordContext } from 'react-admin';
import { organizationPaths } from './paths';
import { type Organization } from './types';

/** Goes to /admin/organizations/edit/:id, the spec's edit URL. */
export const OrganizationEditButton = () => {
  const record = useRecordContext<Organization>();
  if (!record) return null;
  return (
    <Button
      label="resources.organizations.actions.edit"
      to={organizationPaths.edit(record.id)}
      onClick={(event) => event.stopPropagation()}
    >
      <EditIcon />
    </Button>
  );
};
