import { DeleteButton, Edit, SaveButton, Toolbar, TopToolbar, useNotify, useRedirect } from 'react-admin';
import { OrganizationCloneButton } from './OrganizationCloneButton';
import { OrganizationForm } from './OrganizationForm';
import { OrganizationIntegrations } from './OrganizationIntegrations';
import { OrganizationInvitations } from './OrganizationInvitations';
import { organizationPaths } from './paths';
import { type Organization } from './types';

const toList = () => organizationPaths.list;

const OrganizationEditActions = () => (
  <TopToolbar>
    <OrganizationCloneButton />
  </TopToolbar>
);

const OrganizationEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" redirect={toList} />
  </Toolbar>
);

export const OrganizationEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit<Organization>
      mutationMode="pessimistic"
      redirect={toList}
      actions={<OrganizationEditActions />}
      queryOptions={{
        // an unknown id: the error modal says so, and the list is the way back
        onError: (error: Error) => {
          notify(error.message, { type: 'error', messageArgs: { _: error.message } });
          redirect(toList);
        },
      }}
    >
      <OrganizationForm toolbar={<OrganizationEditToolbar />} />
      <OrganizationIntegrations />
      <OrganizationInvitations />
    </Edit>
  );
};
