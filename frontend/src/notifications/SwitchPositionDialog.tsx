import { useTranslate } from 'ra-core';
import { useRef, useState } from 'react';
import { MessageDialog } from '../layout/MessageDialog';

/** A confirm dialog driven by a promise: `ask()` resolves true on Switch, false on Cancel. */
export function useConfirmSwitch() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const resolver = useRef<((value: boolean) => void) | null>(null);
  const answer = (value: boolean) => {
    setOpen(false);
    resolver.current?.(value);
    resolver.current = null;
  };
  const ask = () =>
    new Promise<boolean>((resolve) => {
      resolver.current = resolve;
      setOpen(true);
    });
  const dialog = (
    <MessageDialog
      open={open}
      onClose={() => answer(false)}
      titleId="notification-switch-title"
      title={translate('app.notifications.switch_title')}
      message={translate('app.notifications.switch_message')}
      cancel={{ label: translate('app.notifications.cancel'), onClick: () => answer(false) }}
      confirm={{ label: translate('app.notifications.switch'), onClick: () => answer(true), autoFocus: true }}
    />
  );
  return { ask, dialog };
}
