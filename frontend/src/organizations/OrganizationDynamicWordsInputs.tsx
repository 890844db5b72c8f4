import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DynamicWordsPreview } from './DynamicWordsPreview';
import { dynamicWordKeys, type DynamicWords } from './types';
import { OrganizationSection } from './OrganizationSection';

export const OrganizationDynamicWordsInputs = () => {
  // SPINE-12: the labels follow the words as they are typed
  const words = useWatch<{ dynamic_words?: Partial<DynamicWords> }, 'dynamic_words'>({ name: 'dynamic_words' });
  return (
    <>
      <OrganizationSection
        title="resources.organizations.sections.dynamic_words"
        help="resources.organizations.sections.dynamic_words_help"
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, columnGap: 2, width: '100%' }}>
        {dynamicWordKeys.map((key) => (
          <TextInput key={key} source={`dynamic_words.${key}`} />
        ))}
      </Box>
      <DynamicWordsPreview words={words} />
    </>
  );
};
