// A select field over a list of choices, one menu entry each, so a form lists what may be chosen instead of
// spelling out the menu. `blank` is an entry with the empty value first ("all", "none", "keep as it is").
// With nothing chosen the field says so ("Not chosen", or the blank entry's words) instead of standing empty; a value
// whose choice is still loading reads "Loading", never its raw id.
import type { ReactNode } from 'react';
import { Box, MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface Choice {
  id: string;
  name: ReactNode;
}

export const ChoiceField = ({
  choices,
  blank,
  value,
  slotProps,
  ...field
}: Omit<TextFieldProps, 'select' | 'children'> & { choices: readonly Choice[]; blank?: ReactNode }) => {
  const translate = useTranslate();
  const chosen = value ?? '';
  const renderValue = (selected: unknown) =>
    selected === '' ? (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {blank ?? translate('app.choice.none')}
      </Box>
    ) : (
      (choices.find((choice) => choice.id === selected)?.name ?? (
        // a value whose choice has not loaded yet: never its raw id, a loading state until its name is known
        <Box component="span" sx={{ color: 'text.secondary' }} aria-busy="true" data-choice-loading="">
          {translate('ra.page.loading')}
        </Box>
      ))
    );
  return (
    <TextField
      select
      {...field}
      value={chosen}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object) },
        select: { displayEmpty: true, renderValue, ...(slotProps?.select as object) },
      }}
    >
      {blank !== undefined ? <MenuItem value="">{blank}</MenuItem> : null}
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
