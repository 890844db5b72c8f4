// A site's tags as chips in their colours (SITES-19); the server sends only the
// tags the reader may see.
import Chip from '@mui/material/Chip';
import { getContrastRatio } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import { useRecordContext } from 'react-admin';
import type { SiteRecord, SiteTagRecord } from './types';
import { useTagColors } from './useTagColors';
import { TagIcon } from './tagIcons';

export const SiteTagChip = ({ tag }: { tag: Pick<SiteTagRecord, 'name' | 'color'> & { icon?: string } }) => {
  const colors = useTagColors();
  const background = colors[tag.color] ?? '#546e7a';
  // white on the darker tag colours, black on the light ones (orange, amber): whichever reads at 4.5:1 or more
  const text = getContrastRatio('#ffffff', background) >= getContrastRatio('#000000', background) ? '#ffffff' : '#000000';
  return (
    <Chip
      size="small"
      label={tag.name}
      icon={tag.icon ? <TagIcon name={tag.icon} color={text} /> : undefined}
      sx={{ bgcolor: background, color: text }}
    />
  );
};

export const SiteTagChips = () => {
  const record = useRecordContext<SiteRecord>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(record.tags ?? []).map((tag) => (
        <SiteTagChip key={tag.id} tag={tag} />
      ))}
    </Stack>
  );
};
