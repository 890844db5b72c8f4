// Small field helpers of the wizard: a text field bound to one value with its server error.
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { FieldErrors, SignupValues } from './types';

export const Field = (
  props: {
    name: string;
    label: string;
    value: string;
    errors: FieldErrors;
    onValue: (value: string) => void;
    /** A select's choices. */
    options?: readonly { value: string; label: string }[];
  } & Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'error'>,
) => {
  const translate = useTranslate();
  const { name, label, value, errors, onValue, options, ...rest } = props;
  return (
    <TextField
      {...rest}
      id={`signup-${name}`}
      name={name}
      label={translate(label, { _: label })}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? rest.helperText}
      fullWidth
      margin="dense"
      select={options !== undefined}
    >
      {options?.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** The props that tie a Field to one of the wizard's values. */
export const binder =
  (values: SignupValues, errors: FieldErrors, set: (changes: Partial<SignupValues>) => void) =>
  (
    name:
      | 'first_name'
      | 'last_name'
      | 'email'
      | 'password'
      | 'password_confirmation'
      | 'phone'
      | 'country_code'
      | 'state_id'
      | 'zip'
      | 'timezone'
      | 'university_student_id',
  ) => ({
    name,
    value: values[name],
    errors,
    onValue: (value: string) => set({ [name]: value }),
  });
