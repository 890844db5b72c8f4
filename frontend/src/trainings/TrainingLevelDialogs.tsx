// Creating a level (from the plans list) and renaming one (on its details):
// a small dialog with the level's name; the server keeps names unique.
import { useState } from 'react';
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

function useLevelDialog() {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const onSuccess = () => {
    setOpen(false);
    notify('app.training_setup.levels.saved', { type: 'info' });
    refresh();
  };
  return { open, setOpen, onSuccess };
}

export const TrainingLevelCreateButton = () => {
  const translate = useTranslate();
  const { open, setOpen, onSuccess } = useLevelDialog();
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate('app.training_setup.levels.add')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('app.training_setup.levels.add')}</DialogTitle>
        <DialogContent>
          <CreateBase resource="training-levels" redirect={false} mutationOptions={{ onSuccess }}>
            <LevelNameForm />
          </CreateBase>
        </DialogContent>
      </Dialog>
    </>
  );
};

export const TrainingLevelRenameButton = ({ id }: { id: Identifier }) => {
  const translate = useTranslate();
  const { open, setOpen, onSuccess } = useLevelDialog();
  return (
    <>
      <Button size="small" startIcon={<EditIcon />} onClick={() => setOpen(true)}>
        {translate('app.training_setup.levels.rename')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('app.training_setup.levels.rename')}</DialogTitle>
        <DialogContent>
          <EditBase resource="training-levels" id={id} redirect={false} mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
            <LevelNameForm />
          </EditBase>
        </DialogContent>
      </Dialog>
    </>
  );
};
