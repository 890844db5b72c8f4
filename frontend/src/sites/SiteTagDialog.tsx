// Add or edit one site tag (SITES-19): name, icon, colour (the initial state's
// tag colours), coordinator-only flag and order; field errors from the server
// land on the inputs.
import { Box, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { BooleanInput, Form, NumberInput, SelectInput, TextInput, required, useDataProvider, useTranslate } from 'react-admin';
import { siteTagIcons } from '@practicum/shared/domain/sites/tags';
import { fieldErrorsOf } from '../account/accountForms';
import { TagIcon } from './tagIcons';
import { siteTagsResource, type SiteTagRecord } from './types';
import { useTagColors } from './useTagColors';
import { SaveOnceButton } from '../layout/SaveOnceButton';

const Swatch = ({ color, name }: { color: string; name: string }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
    <Box component="span" sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: color }} />
    {name}
  </Box>
);

export const SiteTagDialog = (props: { tag: SiteTagRecord | 'new' | null; nextOrder: number; onClose: (saved: boolean) => void }) => {
  const { tag, nextOrder, onClose } = props;
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const colors = useTagColors();
  const iconChoices = siteTagIcons.map((id) => ({ id, name: translate(`app.sites.tags.icons.${id}`) }));
  const colorChoices = Object.entries(colors).map(([id, hex]) => ({ id, name: id, hex }));
  const editing = tag !== null && tag !== 'new' ? tag : null;
  const submit = async (values: Record<string, unknown>) => {
    try {
      if (editing) await dataProvider.update(siteTagsResource, { id: editing.id, data: values, previousData: editing });
      else await dataProvider.create(siteTagsResource, { data: values });
    } catch (error) {
      return fieldErrorsOf(error) ?? { name: translate('app.errors.server') };
    }
    onClose(true);
    return undefined;
  };
  return (
    <Dialog open={tag !== null} onClose={() => onClose(false)} fullWidth maxWidth="xs">
      <DialogTitle>{translate(editing ? 'app.sites.tags.edit' : 'app.sites.tags.add')}</DialogTitle>
      <DialogContent>
        <Form
          key={editing?.id ?? 'new'}
          defaultValues={editing ?? { name: '', icon: 'label', color: 'blue', coordinator_only: false, order: nextOrder }}
          onSubmit={submit}
        >
          <TextInput source="name" label="resources.site-tags.fields.name" validate={required()} fullWidth />
          <SelectInput
            source="icon"
            label="resources.site-tags.fields.icon"
            choices={iconChoices}
            optionText={(choice: { id: string; name: string }) => (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <TagIcon name={choice.id} />
                {choice.name}
              </Box>
            )}
            fullWidth
          />
          <SelectInput
            source="color"
            label="resources.site-tags.fields.color"
            choices={colorChoices}
            optionText={(choice: { name: string; hex: string }) => <Swatch color={choice.hex} name={choice.name} />}
            fullWidth
          />
          <BooleanInput source="coordinator_only" label="resources.site-tags.fields.coordinator_only" />
          <NumberInput source="order" label="resources.site-tags.fields.order" min={0} max={10000} />
          <SaveOnceButton />
        </Form>
      </DialogContent>
    </Dialog>
  );
};
