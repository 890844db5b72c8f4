import { type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { MaintenanceBanner } from '../settings';
import { RouteGuard } from '../permissions/RouteGuard';
import { AppMenu } from './AppMenu';
import { SessionShell } from '../session';

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={AppMenu}>
    <MaintenanceBanner />
    <SessionShell />
    <RouteGuard>{children}</RouteGuard>
  </Layout>
);
