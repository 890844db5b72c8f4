// react-admin reports failures as "error" notifications; this shows them in the
// spec's error modal instead of a toast, titled by the status the data layer
// recorded. Other notifications (success, info, form warnings) stay toasts.
import { useEffect, useMemo, useState } from 'react';
import { useMediaQuery, type SnackbarOrigin, type Theme } from '@mui/material';
import { NotificationContext, type NotificationPayload, useNotificationContext } from 'ra-core';
import { Notification } from 'react-admin';
import { ErrorModal, type ErrorModalProps } from './ErrorModal';
import { httpErrorFor } from './httpErrorRegistry';
import { TimeoutLoginHost } from './TimeoutLoginHost';

type ShownError = NonNullable<ErrorModalProps['error']>;

// On a phone the form's Save toolbar is fixed to the bottom of the screen, where toasts appear: there they come
// down from under the app bar instead, so a toast never hides or catches a click meant for Save.
const PHONE_ORIGIN: SnackbarOrigin = { vertical: 'top', horizontal: 'center' };
const WIDE_ORIGIN: SnackbarOrigin = { vertical: 'bottom', horizontal: 'center' };
const BELOW_APP_BAR = { top: { xs: 64 } };

/** How long a toast stays unless its sender says otherwise (spec 000 §9, SPINE-57). */
export const TOAST_DURATION_MS = 8000;

// client-side form validation keeps react-admin's toast: the fields show the details
const toastOnly = new Set(['ra.message.invalid_form']);
type ModalError = NotificationPayload & { message: string };
const isModalError = (notification: NotificationPayload): notification is ModalError =>
  notification.type === 'error' && typeof notification.message === 'string' && !toastOnly.has(notification.message);
const isHidden = (error: ModalError): boolean => httpErrorFor(error.message)?.hidden === true;

const toShownError = ({ message, notificationOptions }: ModalError): ShownError => {
  const known = httpErrorFor(message);
  return {
    message,
    status: known?.status,
    args: { ...known?.args, ...(notificationOptions?.messageArgs as Record<string, unknown> | undefined) },
  };
};

export const AppNotification = () => {
  const context = useNotificationContext();
  const { notifications, setNotifications } = context;
  const [errors, setErrors] = useState<ShownError[]>([]);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  useEffect(() => {
    const incoming = notifications.filter(isModalError);
    if (incoming.length === 0) return;
    setNotifications((queue) => queue.filter((notification) => !isModalError(notification)));
    setErrors((shown) =>
      incoming
        .filter((error) => !isHidden(error))
        .map(toShownError)
        .reduce(
          // the same failure reported twice in a row (query and mutation) is shown once
          (all, error) => (all.at(-1)?.message === error.message ? all : [...all, error]),
          shown,
        ),
    );
  }, [notifications, setNotifications]);

  const toasts = useMemo(
    () => ({
      ...context,
      notifications: notifications.filter((notification) => !isModalError(notification)),
      takeNotification: () => {
        const next = notifications.find((notification) => !isModalError(notification));
        if (next) setNotifications((queue) => queue.filter((notification) => notification !== next));
        return next;
      },
    }),
    [context, notifications, setNotifications],
  );

  return (
    <>
      <NotificationContext.Provider value={toasts}>
        <Notification
          autoHideDuration={TOAST_DURATION_MS}
          anchorOrigin={phone ? PHONE_ORIGIN : WIDE_ORIGIN}
          sx={phone ? BELOW_APP_BAR : undefined}
        />
      </NotificationContext.Provider>
      <ErrorModal error={errors[0]} onClose={() => setErrors((shown) => shown.slice(1))} />
      <TimeoutLoginHost />
    </>
  );
};
