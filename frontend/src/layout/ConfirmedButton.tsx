// A button whose action cannot be taken back (delete, revoke, end, cancel): a click opens react-admin's Confirm
// naming what goes and what follows; only its confirm button runs the action. One slip of the finger on a phone's
// row of small buttons used to delete an integration, kill an invite link, end a live session for everyone.
import { useState, type ReactNode } from 'react';
import { Button, IconButton, type ButtonProps } from '@mui/material';
import { Confirm } from 'react-admin';

export interface ConfirmedButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The button's text, already translated; with `icon`, the icon's accessible name unless `aria-label` says another. */
  label: ReactNode;
  /** A row's small icon button (a participant's remove, a document's delete) instead of a text button. */
  icon?: ReactNode;
  /** The dialog's title and content i18n keys, with their options; its confirm button says `confirm` (a key). */
  title: string;
  content: string;
  confirm: string;
  translateOptions?: Record<string, unknown>;
  /** Runs on confirm; the dialog closes at once (the action's own toast says how it went). */
  onConfirm: () => void;
}

export const ConfirmedButton = ({ label, icon, title, content, confirm, translateOptions, onConfirm, ...button }: ConfirmedButtonProps) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      {icon ? (
        <IconButton
          size={button.size}
          color={button.color}
          disabled={button.disabled}
          aria-label={button['aria-label'] ?? (typeof label === 'string' ? label : undefined)}
          sx={button.sx}
          onClick={() => setOpen(true)}
        >
          {icon}
        </IconButton>
      ) : (
        <Button {...button} onClick={() => setOpen(true)}>
          {label}
        </Button>
      )}
      <Confirm
        isOpen={open}
        title={title}
        content={content}
        confirm={confirm}
        translateOptions={translateOptions}
        // a long name or address breaks inside the dialog on a phone instead of running past it
        sx={{ '& .MuiDialogContentText-root': { overflowWrap: 'anywhere' } }}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
