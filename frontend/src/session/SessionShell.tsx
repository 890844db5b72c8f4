// Everything that watches the session while the default layout shows: the
// login-as bar, idle timeout and the realtime channels' modals.
import { RealtimeModals } from '../realtime/RealtimeModals';
import { IdleSession } from './IdleSession';
import { ImpersonationBar } from './ImpersonationBar';

export const SessionShell = () => (
  <>
    <ImpersonationBar />
    <IdleSession />
    <RealtimeModals />
  </>
);
