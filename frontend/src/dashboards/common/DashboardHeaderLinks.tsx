// The links under a role dashboard's header (spec 001 §2): the program coordinator (trainee DASH-13, faculty
// DASH-34, supervisor), a welcome for coordinators (DASH-24), their organization (DASH-25), the edit-account
// link for staff, and the trainee's HIPAA trained badge linking to the course (DASH-13).
import { Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'ra-core';
import type { MemberOrganizationRecord } from '@practicum/shared/domain/organizations/records';
import { useApiRead } from '../../dataProvider/hooks';
import { useRoleName } from '../../i18n/dynamicWords';
import { useCurrentUser, type CurrentUser } from '../../identity/currentUser';
import { apiRead } from '../../dataProvider/primedReads';
import { useCanWrite } from '../../session/useCanWrite';
import { CoordinatorOrganizationLink } from './CoordinatorOrganizationLink';

const linkTo = (to: string, text: string) => (
  <Link component={RouterLink} to={to} variant="body2">
    {text}
  </Link>
);

const wantsCoordinatorLink = (role: string | undefined) => role === 'trainee' || role === 'faculty' || role === 'supervisor';
const organizationPath = (organizationId: string) => `organizations/${organizationId}`;

/** What the links read: the organization whose program coordinator they name. */
export const headerLinkParts = (user: CurrentUser) => {
  const position = user.current_position;
  return position && wantsCoordinatorLink(position.role.keyname) ? [apiRead(organizationPath(position.organization_id))] : [];
};

export const DashboardHeaderLinks = () => {
  const translate = useTranslate();
  const roleName = useRoleName();
  const { user } = useCurrentUser();
  const canWrite = useCanWrite();
  const position = user?.current_position;
  const role = position?.role.keyname;
  const { data: organization } = useApiRead<MemberOrganizationRecord>(
    wantsCoordinatorLink(role) && position ? organizationPath(position.organization_id) : null,
  );
  if (!user || !position) return null;
  const coordinator = organization?.program_coordinator;
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}
      data-testid="dashboard-header-links"
    >
      {role === 'coordinator' ? (
        <Typography variant="body2">{translate('app.dashboard.welcome_user', { name: user.first_name })}</Typography>
      ) : null}
      {coordinator
        ? linkTo(
            `/coordinators/${coordinator.id}`,
            translate('app.dashboard.program_coordinator', { role: roleName('coordinator'), name: coordinator.name }),
          )
        : null}
      {role === 'coordinator' ? (
        <CoordinatorOrganizationLink organizationId={position.organization_id} asAdmin={user.is_impersonating} />
      ) : null}
      {role !== 'trainee' ? linkTo('/account', translate('app.dashboard.edit_account')) : null}
      {/* a read-only (graduated) trainee cannot take the course: no invitation to, only a completion to show */}
      {role === 'trainee' && (user.hipaa_completed || canWrite) ? (
        <Chip
          component={RouterLink}
          to="/cecourses/hipaa"
          clickable
          size="small"
          variant="outlined"
          color={user.hipaa_completed ? 'success' : 'warning'}
          label={translate(user.hipaa_completed ? 'app.dashboard.hipaa_trained' : 'app.dashboard.hipaa_not_trained')}
        />
      ) : null}
    </Stack>
  );
};
