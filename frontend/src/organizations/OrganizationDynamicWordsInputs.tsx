import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { dynamicWordKeys } from './types';
import { OrganizationSection } from './OrganizationSection';

export const OrganizationDynamicWordsInputs = () => (
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
  </>
);
