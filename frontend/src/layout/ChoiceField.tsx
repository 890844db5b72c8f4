// A select field over a list of choices, one menu entry each, so a form lists what may be chosen instead of
// spelling out the menu. `blank` is an entry with the empty value first ("all", "none", "keep as it is").
import type { ReactNode } from 'react';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

export interface Choice {
  id: string;
  name: ReactNode;
}

export const ChoiceField = ({
  choices,
  blank,
  ...field
}: Omit<TextFieldProps, 'select' | 'children'> & { choices: readonly Choice[]; blank?: ReactNode }) => (
  <TextField select {...field}>
    {blank !== undefined ? <MenuItem value="">{blank}</MenuItem> : null}
    {choices.map((choice) => (
      <MenuItem key={choice.id} value={choice.id}>
        {choice.name}
      </MenuItem>
    ))}
  </TextField>
);
