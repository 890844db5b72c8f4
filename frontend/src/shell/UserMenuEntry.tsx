// One action of the user menu (switch position, open or leave an auditor session): picking it closes the menu,
// then does what it says. An icon before the text, and a second line where there is one.
import type { ReactNode } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useUserMenu } from 'react-admin';

export const UserMenuEntry = ({
  icon,
  onPick,
  primary,
  secondary,
  ...item
}: {
  icon: ReactNode;
  onPick: () => void;
  primary: ReactNode;
  secondary?: ReactNode;
  selected?: boolean;
  disabled?: boolean;
}) => {
  const { onClose } = useUserMenu() ?? {};
  return (
    <MenuItem
      {...item}
      onClick={() => {
        onClose?.();
        onPick();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={primary} secondary={secondary} />
    </MenuItem>
  );
};
