// Creating a level (from the plans list and beside the plan form's level) and renaming one (on its details):
// a small dialog with the level's name; the server keeps names unique.
import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  CreateBase,
  EditBase,
  Form,
  NumberInput,
  SaveButton,
  TextInput,
  required,
  useNotify,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';

const LevelNameForm = () => (
  <Form>
    <TextInput source="name" resource="training-levels" validate={required()} fullWidth autoFocus />
    <NumberInput source="sort_order" resource="training-levels" min={0} step={1} />
    <SaveButton />
  </Form>
);

type SavedLevel = { id: Identifier };

/** A button opening the level dialog; `form` draws the create or edit base around the name form, closing on save. */
const LevelDialogButton = ({
  label,
  icon,
  form,
}: {
  label: string;
  icon: ReactNode;
  form: (onSuccess: (level: SavedLevel) => void) => ReactNode;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const onSuccess = () => {
    setOpen(false);
    notify('app.training_setup.levels.saved', { type: 'info' });
    refresh();
  };
  return (
    <>
      <Button size="small" startIcon={icon} onClick={() => setOpen(true)}>
        {translate(label)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate(label)}</DialogTitle>
        {/* the dialog may sit inside another form (the plan's): its submit must not submit that one too */}
        <DialogContent onSubmit={(event) => event.stopPropagation()}>{form(onSuccess)}</DialogContent>
      </Dialog>
    </>
  );
};

/** `onCreated` gets the new level (the plan form chooses it). */
export const TrainingLevelCreateButton = ({ onCreated }: { onCreated?: (level: SavedLevel) => void }) => (
  <LevelDialogButton
    label="app.training_setup.levels.add"
    icon={<AddIcon />}
    form={(onSuccess) => (
      <CreateBase
        resource="training-levels"
        redirect={false}
        mutationOptions={{
          onSuccess: (level: SavedLevel) => {
            onSuccess(level);
            onCreated?.(level);
          },
        }}
      >
        <LevelNameForm />
      </CreateBase>
    )}
  />
);

export const TrainingLevelRenameButton = ({ id }: { id: Identifier }) => (
  <LevelDialogButton
    label="app.training_setup.levels.rename"
    icon={<EditIcon />}
    form={(onSuccess) => (
      <EditBase resource="training-levels" id={id} redirect={false} mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
        <LevelNameForm />
      </EditBase>
    )}
  />
);
