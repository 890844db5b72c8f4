// An admin action on one person that asks first: a click opens react-admin's Confirm naming the person and what
// the action does; only "Confirm" runs it. A slip of the mouse on the user page changes nobody's account.
import { useState, type ReactElement } from 'react';
import { Button, Confirm, useTranslate } from 'react-admin';

export const UserConfirmedButton = ({
  label,
  icon,
  title,
  content,
  names,
  run,
}: {
  label: string;
  icon: ReactElement;
  title: string;
  content: string;
  /** What the title and content name: the person's name and email. */
  names: { name: string; email: string };
  run: () => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
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
      <Confirm
        isOpen={open}
        loading={running}
        title={title}
        content={content}
        translateOptions={names}
        confirm={label}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
