// Picking people of the organization for a session (adding participants, sharing with reviewers): the
// candidates not already on it, and a button that sends the picked positions with the session's command, clearing
// them and saying so once done. A refused add (spec 001 §8) shows the first error in a toast and takes the
// people it tried to add out of the selection.
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useNotify } from 'react-admin';
import type { PickerUser } from '@practicum/shared/domain/tasks/userPicker';
import type { UseMutationResult } from '@tanstack/react-query';
import { firstErrorText } from '../errors/firstError';

export const PeoplePicker = ({
  options,
  label,
  action,
  command,
  done,
}: {
  options: PickerUser[];
  label: string;
  action: string;
  /** The session's command taking the picked positions (useMeetingCommand). */
  command: UseMutationResult<unknown, Error, string[]>;
  /** The message once the command succeeded. */
  done: string;
}) => {
  const notify = useNotify();
  const [picked, setPicked] = useState<PickerUser[]>([]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <Autocomplete
        multiple
        size="small"
        sx={{ flex: 1, minWidth: 0 }}
        options={options}
        value={picked}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.position_id === b.position_id}
        onChange={(_e, next) => setPicked(next)}
        renderInput={(params) => <TextField {...params} label={label} />}
      />
      <Button
        variant="outlined"
        disabled={!picked.length || command.isPending}
        onClick={() =>
          command.mutate(
            picked.map((p) => p.position_id),
            {
              onSuccess: () => {
                setPicked([]);
                notify(done, { type: 'info' });
              },
              onError: (e) => {
                setPicked([]);
                notify(firstErrorText(e), { type: 'error' });
              },
            },
          )
        }
      >
        {action}
      </Button>
    </Stack>
  );
};
