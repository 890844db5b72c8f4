// A button that opens the file chooser: an outlined Button rendered as the
// label of a hidden file input, which carries the accessible name. `onPick`
// gets the chosen file (none when the chooser was dismissed).
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';

export const FilePickButton = (props: {
  accept: string;
  /** The file input's aria-label. */
  inputLabel: string;
  onPick: (file: File | undefined) => void;
  disabled?: boolean;
  startIcon?: ReactNode;
  children: ReactNode;
}) => (
  <Button variant="outlined" component="label" disabled={props.disabled} startIcon={props.startIcon}>
    {props.children}
    <input hidden type="file" accept={props.accept} aria-label={props.inputLabel} onChange={(e) => props.onPick(e.target.files?.[0])} />
  </Button>
);
