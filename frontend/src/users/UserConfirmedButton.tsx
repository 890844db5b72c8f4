// An admin action on one person that asks first: a click opens react-admin's Confirm naming the person and what
// the action does; only "Confirm" runs it. A slip of the mouse on the user page changes nobody's account.
import { useState, type ReactElement } from 'react';
import { Button, Confirm, useTranslate } from 'react-admin';

/** The actions that ask first; each names its texts `app.users.<action>` and `app.users.<action>_confirm_title|content`. */
export type ConfirmedAction = 'reset_password' | 'reset_two_factor';

export interface UserConfirmedButtonProps {
  action: ConfirmedAction;
  icon: ReactElement;
  /** What the title and content name: the person's name and email. */
  names: { name: string; email: string };
  run: () => Promise<unknown>;
}

export const UserConfirmedButton = ({ action, icon, names, run }: UserConfirmedButtonProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const label = `app.users.${action}`;
  const texts = { title: `${label}_confirm_title`, content: `${label}_confirm_content`, confirm: label, translateOptions: names };
  const confirm = () => {
    setRunning(true);
    void run().finally(() => {
      setRunning(false);
      setOpen(false);
    });
  };
  return (
    <>
      <Button label={translate(label)} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <Confirm {...texts} isOpen={open} loading={running} confirmColor="warning" onConfirm={confirm} onClose={() => setOpen(false)} />
    </>
  );
};
