// SPINE-12: the labels as the organization's members will read them, drawn from the words being typed (a blank
// word shows the default it falls back to).
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { defaultDynamicWords, dynamicWordKeys, type DynamicWordKey, type DynamicWords } from './types';

const roleKeys: readonly DynamicWordKey[] = ['trainee', 'supervisor', 'faculty', 'coordinator'];

export const DynamicWordsPreview = ({ words }: { words: Partial<DynamicWords> | undefined }) => {
  const translate = useTranslate();
  const wordOf = (key: DynamicWordKey) => words?.[key]?.trim() || defaultDynamicWords[key];
  return (
    <Box role="region" aria-label={translate('resources.organizations.preview.title')} sx={{ mt: 1, mb: 2 }}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('resources.organizations.preview.title')}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {dynamicWordKeys.map((key) => (
          <Chip
            key={key}
            size="small"
            variant="outlined"
            label={
              roleKeys.includes(key)
                ? translate('app.dashboard.role_dashboard', { role: wordOf(key) })
                : translate(`resources.organizations.preview.${key}`, { word: wordOf(key) })
            }
          />
        ))}
      </Stack>
    </Box>
  );
};
