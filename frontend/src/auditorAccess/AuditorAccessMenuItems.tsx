// The user menu's auditor items (issue 20): the grants made to the user that are open today, each opening a
// read-only auditor session on that organization's trail; in an auditor session, the way back to the user's
// own position.
import { Divider, ListSubheader } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import { useTranslate } from 'ra-core';
import { formatCalendarDate } from '@practicum/shared/format';
import { useApiRead } from '../dataProvider';
import { useCurrentUser } from '../identity/currentUser';
import { UserMenuEntry } from '../shell/UserMenuEntry';
import { useOpenAuditorAccess, useSwitchPosition } from '../shell/useSwitchPosition';

interface OpenGrant {
  id: string;
  organization_name: string | null;
  ends_on: string;
}

export const AuditorAccessMenuItems = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const grants = useApiRead<OpenGrant[]>(user ? 'auditor-grants/mine' : null).data ?? [];
  const open = useOpenAuditorAccess();
  const switchTo = useSwitchPosition();
  const auditing = user?.current_position?.role.keyname === 'auditor';
  const ownPosition = user?.positions.find((p) => p.status === 'active');
  const others = grants.filter((grant) => grant.id !== user?.current_position?.id);
  if (!auditing && others.length === 0) return null;
  return (
    <>
      <Divider />
      <ListSubheader>{translate('app.auditor_access.menu_title')}</ListSubheader>
      {others.map((grant) => (
        <UserMenuEntry
          key={grant.id}
          icon={<FactCheckIcon />}
          onPick={() => void open(grant.id)}
          primary={translate('app.auditor_access.open', { organization: grant.organization_name ?? '' })}
          secondary={translate('app.auditor_access.until', { date: formatCalendarDate(grant.ends_on) })}
        />
      ))}
      {auditing && ownPosition ? (
        <UserMenuEntry
          icon={<KeyboardReturnIcon />}
          onPick={() => void switchTo(ownPosition.id)}
          primary={translate('app.auditor_access.leave')}
        />
      ) : null}
      <Divider />
    </>
  );
};
