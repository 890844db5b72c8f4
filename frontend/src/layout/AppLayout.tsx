import { type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { MaintenanceBanner } from '../settings';
import { RouteGuard } from '../permissions/RouteGuard';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { useFocusInvalidAfterSubmit } from './useFocusInvalidAfterSubmit';
import { AppShellBar } from '../shell/AppShellBar';
import { AppFooter } from '../shell/AppFooter';
import { BackToTop } from '../shell/BackToTop';
import { LastVisitedRecorder } from '../shell/LastVisitedRecorder';
import { SessionShell } from '../session';

export const AppLayout = ({ children }: { children: ReactNode }) => {
  useFocusInvalidAfterSubmit();
  return (
    <Layout menu={AppMenu} appBar={AppShellBar} sidebar={AppSidebar}>
      <MaintenanceBanner />
      <SessionShell />
      <RouteGuard>{children}</RouteGuard>
      <LastVisitedRecorder />
      <AppFooter />
      <BackToTop />
    </Layout>
  );
};
