import { List, ListItem, ListItemText, Typography } from '@mui/material';
import MicOffIcon from '@mui/icons-material/MicOff';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { useTranslate } from 'ra-core';

export interface RoomPerson {
  key: string;
  name: string;
  host: boolean;
  self: boolean;
  muted: boolean;
  cameraOff: boolean;
}

/** Who is in the room, the host first. */
export function RoomParticipants({ people }: { people: RoomPerson[] }) {
  const translate = useTranslate();
  const sorted = [...people].sort((a, b) => Number(b.host) - Number(a.host) || a.name.localeCompare(b.name));
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 2 }}>
        {translate('app.meeting_room.participants', { count: people.length })}
      </Typography>
      <List dense aria-label={translate('app.meeting_room.participants', { count: people.length })}>
        {sorted.map((person) => (
          <ListItem
            key={person.key}
            secondaryAction={
              <>
                {person.muted && <MicOffIcon fontSize="small" titleAccess={translate('app.meeting_room.muted')} />}
                {person.cameraOff && <VideocamOffIcon fontSize="small" titleAccess={translate('app.meeting_room.camera_is_off')} />}
              </>
            }
          >
            <ListItemText
              primary={person.self ? translate('app.meeting_room.you', { name: person.name }) : person.name}
              secondary={person.host ? translate('app.meeting_room.host') : undefined}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
