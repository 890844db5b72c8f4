// DASH-25: the coordinator dashboard's organization link. An admin logged in as the coordinator gets the admin
// edit page of the organization; that page is the admin's, so the link first ends the login-as (the coordinator's
// session may not open /admin) and then opens it. Everyone else gets their own organization's page.
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'ra-core';
import { organizationPaths } from '../../organizations/paths';
import { logoutAs } from '../../session/loginAs';

export const CoordinatorOrganizationLink = ({ organizationId, asAdmin }: { organizationId: string; asAdmin: boolean }) => {
  const translate = useTranslate();
  if (!asAdmin)
    return (
      <Link component={RouterLink} to="/organization" variant="body2">
        {translate('app.dashboard.my_organization')}
      </Link>
    );
  const to = organizationPaths.edit(organizationId);
  return (
    <Link
      href={to}
      variant="body2"
      onClick={(event) => {
        event.preventDefault();
        void logoutAs(to);
      }}
    >
      {translate('app.dashboard.edit_organization')}
    </Link>
  );
};
