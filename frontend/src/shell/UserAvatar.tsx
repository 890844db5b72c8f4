// A person's avatar: their photo, else up to 3 initials in the colour and font their id picks (SPINE-59).
import { Avatar, type AvatarProps } from '@mui/material';
import { avatarFor } from '@practicum/shared/format';

export const UserAvatar = ({
  id,
  name,
  photoUrl,
  size = 32,
  ...rest
}: { id: string; name: string; photoUrl?: string | null; size?: number } & Omit<AvatarProps, 'src' | 'alt'>) => {
  const { initials, color, font } = avatarFor(id, name);
  return (
    <Avatar
      src={photoUrl ?? undefined}
      alt={name}
      data-testid="user-avatar"
      {...rest}
      sx={{ width: size, height: size, bgcolor: color, color: '#fff', fontFamily: font, fontSize: size * 0.4, ...rest.sx }}
    >
      {initials}
    </Avatar>
  );
};
