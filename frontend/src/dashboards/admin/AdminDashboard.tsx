// /admin/dashboard (spec 000 §2.4): the shortcuts that exist so far and the recent users. Toggle
// failures are gathered in an alert on the dashboard itself (000 §8).
import { useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { LockoutToggle, MaintenanceToggle } from '../../settings';
import { AdminShortcut } from './AdminShortcut';
import { organizationPaths } from '../../organizations/paths';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import PeopleIcon from '@mui/icons-material/People';
import VideocamIcon from '@mui/icons-material/Videocam';
import BuildIcon from '@mui/icons-material/Build';
import ListAltIcon from '@mui/icons-material/ListAlt';
import StorageIcon from '@mui/icons-material/Storage';
import { userPaths } from '../../users/paths';
import { UsersOnlineBadge } from '../../users/UsersOnlineBadge';
import { RecentUsersPanel } from './RecentUsersPanel';
import { PhotoPrompt } from '../common/PhotoPrompt';

// ADMIN-02, ADMIN-05: meetings, meeting tools, the log viewer (the audit trail), the queue dashboard (the
// projections' progress) and the admin tools index
const extraShortcuts = [
  { to: '/livesessions', key: 'meetings', icon: <VideocamIcon fontSize="large" color="primary" /> },
  { to: '/livesessions/tools', key: 'meeting_tools', icon: <BuildIcon fontSize="large" color="primary" /> },
  { to: '/audit', key: 'log_viewer', icon: <ListAltIcon fontSize="large" color="primary" /> },
  { to: '/admin/tools/projections', key: 'queue_dashboard', icon: <StorageIcon fontSize="large" color="primary" /> },
  { to: '/admin/tools', key: 'title', icon: <BuildIcon fontSize="large" color="primary" /> },
];

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const AdminDashboard = () => {
  const translate = useTranslate();
  const [failures, setFailures] = useState<string[]>([]);
  const onError = (error: unknown) => setFailures((all) => [...all, messageOf(error)]);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.admin_dashboard.title" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.admin_dashboard.title')}
      </Typography>
      <PhotoPrompt />
      {failures.length > 0 ? (
        <Alert severity="error" onClose={() => setFailures([])} sx={{ mb: 2 }}>
          {translate('app.admin_dashboard.toggle_failed')}
          <ul style={{ margin: 0 }}>
            {failures.map((failure, index) => (
              <li key={index}>{translate(failure, { _: failure })}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Typography variant="overline" component="h2">
        {translate('app.admin_dashboard.shortcuts')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
        <AdminShortcut
          to={organizationPaths.list}
          icon={<CorporateFareIcon fontSize="large" color="primary" />}
          title="app.admin_dashboard.organizations"
          help="app.admin_dashboard.organizations_help"
        />
        <AdminShortcut
          to={userPaths.list}
          icon={
            <UsersOnlineBadge>
              <PeopleIcon fontSize="large" color="primary" />
            </UsersOnlineBadge>
          }
          title="app.admin_dashboard.users"
          help="app.admin_dashboard.users_help"
        />
        {extraShortcuts.map((shortcut) => (
          <AdminShortcut
            key={shortcut.to}
            to={shortcut.to}
            icon={shortcut.icon}
            title={`app.admin_tools.${shortcut.key}`}
            help={`app.admin_tools.${shortcut.key}_help`}
          />
        ))}
        <MaintenanceToggle onError={onError} />
        <LockoutToggle onError={onError} />
      </Box>
      <Box sx={{ mt: 3 }}>
        <RecentUsersPanel />
      </Box>
    </Box>
  );
};
