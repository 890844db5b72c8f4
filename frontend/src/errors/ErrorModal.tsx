// The error modal of spec 000 §8: titled "Error" or by status, dismissed with OK.
import { MessageDialog } from '../layout/MessageDialog';
import { useTranslate } from 'ra-core';
import { errorTitleKey } from './catalogue';

export interface ErrorModalProps {
  error: { message: string; status?: number; args?: Record<string, unknown> } | undefined;
  onClose: () => void;
}

export const ErrorModal = ({ error, onClose }: ErrorModalProps) => {
  const translate = useTranslate();
  return (
    <MessageDialog
      open={error !== undefined}
      onClose={onClose}
      titleId="error-modal-title"
      title={translate(errorTitleKey(error?.status))}
      message={error ? translate(error.message, { _: error.message, ...error.args }) : null}
      confirm={{ label: translate('app.errors.ok'), onClick: onClose, autoFocus: true }}
      wide
    />
  );
};
