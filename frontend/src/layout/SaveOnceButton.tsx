// react-admin's SaveButton on from the start (a first click on an untouched form shows its errors), but off while the
// form is submitting: `alwaysEnable` alone kept it on then, and a double click created the record twice.
import { useFormState } from 'react-hook-form';
import { SaveButton, type SaveButtonProps } from 'react-admin';

export const SaveOnceButton = (props: Omit<SaveButtonProps, 'alwaysEnable'>) => {
  const { isSubmitting } = useFormState();
  return <SaveButton {...props} alwaysEnable={!isSubmitting} />;
};
