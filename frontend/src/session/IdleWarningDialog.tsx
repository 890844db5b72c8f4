import { MessageDialog } from '../layout/MessageDialog';
import { useTranslate } from 'ra-core';

export const IdleWarningDialog = ({ secondsLeft, onStay, onLogout }: { secondsLeft: number; onStay: () => void; onLogout: () => void }) => {
  const translate = useTranslate();
  return (
    <MessageDialog
      open
      onClose={onStay}
      titleId="idle-warning-title"
      title={translate('app.session.idle_title')}
      message={translate('app.session.idle_message', { seconds: secondsLeft })}
      cancel={{ label: translate('app.session.logout'), onClick: onLogout }}
      confirm={{ label: translate('app.session.stay'), onClick: onStay, autoFocus: true }}
    />
  );
};
