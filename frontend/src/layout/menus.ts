// Navigation per role (spec 001 §2 "Navigation menus per role"), limited to the
// screens that exist so far; entries are added here as their areas arrive.
import { type ComponentType } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { type Role } from '@practicum/shared/domain/identity/roles';
import organizations, { organizationPaths } from '../organizations';

export interface MenuEntry {
  to: string;
  label: string;
  icon: ComponentType;
}

const dashboard: MenuEntry = { to: '/dashboard', label: 'app.menu.dashboard', icon: DashboardIcon };

const menus: Partial<Record<Role, MenuEntry[]>> = {
  admin: [
    { ...dashboard, to: '/admin/dashboard' },
    { to: organizationPaths.list, label: 'app.menu.organizations', icon: organizations.icon },
  ],
};

export const menuFor = (role: Role | undefined): MenuEntry[] => (role && menus[role]) || [dashboard];
