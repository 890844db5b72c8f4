// Everything that watches the session while the default layout shows: the
// login-as bar, the read-only banner, idle timeout and the realtime channels' modals.
import { RealtimeModals } from '../realtime/RealtimeModals';
import { IdleSession } from './IdleSession';
import { ImpersonationBar } from './ImpersonationBar';
import { ReadOnlyBanner } from './ReadOnlyBanner';

export const SessionShell = () => (
  <>
    <ImpersonationBar />
    <ReadOnlyBanner />
    <IdleSession />
    <RealtimeModals />
  </>
);
