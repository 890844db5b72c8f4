// ADMIN-24: the organization's integrations on its edit page: listed, added and changed in a dialog, removed.
import { useState } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { BooleanInput, Form, SelectInput, TextInput, required, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { integrationProviders, type IntegrationRecord } from '@practicum/shared/domain/integrations/index';
import { useApiCommand, useApiRead } from '../dataProvider';
import { fieldErrorsOf } from '../identity/twoFactor/failure';
import { RecordTable, fittingTable } from '../layout/RecordTable';
import type { Organization } from './types';
import { SaveOnceButton } from '../layout/SaveOnceButton';
import { ConfirmedButton } from '../layout/ConfirmedButton';

type Editing = IntegrationRecord | 'new' | null;
type IntegrationInput = Pick<IntegrationRecord, 'name' | 'provider' | 'url' | 'enabled'>;

export const OrganizationIntegrations = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const organization = useRecordContext<Organization>();
  const listPath = organization ? `admin/organizations/${organization.id}/integrations?range=[0,99]` : null;
  const { data: integrations = [], isPending } = useApiRead<IntegrationRecord[]>(listPath);
  const [editing, setEditing] = useState<Editing>(null);
  const save = useApiCommand(
    ({ id, body }: { id: string | null; body: IntegrationInput }) =>
      id
        ? { path: `admin/integrations/${id}`, method: 'PUT', body }
        : { path: `admin/organizations/${organization!.id}/integrations`, body },
    listPath ? [listPath] : [],
  );
  const remove = useApiCommand((id: string) => ({ path: `admin/integrations/${id}`, method: 'DELETE' }), listPath ? [listPath] : []);
  if (!organization) return null;
  const t = (key: string, options?: object) => translate(`app.integrations.${key}`, options);
  const providerName = (provider: string) => t(`providers.${provider}`);

  const submit = async (values: Record<string, unknown>) => {
    const body = { name: values.name, provider: values.provider, url: values.url ?? '', enabled: values.enabled } as IntegrationInput;
    try {
      await save.mutateAsync({ id: editing && editing !== 'new' ? editing.id : null, body });
      notify(editing === 'new' ? 'app.integrations.added' : 'app.integrations.saved', { type: 'success' });
      setEditing(null);
      return undefined;
    } catch (error) {
      return fieldErrorsOf(error); // shown on the inputs
    }
  };

  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardHeader
        title={t('title')}
        subheader={t('help')}
        action={
          <Button onClick={() => setEditing('new')} aria-label={t('add')}>
            {t('add')}
          </Button>
        }
      />
      {/* in the card's content like its sibling cards' lists: the empty text sat on the card's edge */}
      <CardContent sx={{ pt: 0 }}>
        <RecordTable
          label={t('title')}
          records={integrations}
          empty={!isPending && t('none')}
          sx={fittingTable}
          columns={[
            { label: t('name'), render: (i) => i.name },
            { label: t('provider'), render: (i) => providerName(i.provider) },
            { label: t('enabled'), render: (i) => t(i.enabled ? 'on' : 'off') },
            {
              label: t('actions'),
              render: (i) => (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  <Button size="small" onClick={() => setEditing(i)} aria-label={t('edit_of', { name: i.name })}>
                    {t('edit')}
                  </Button>
                  <ConfirmedButton
                    size="small"
                    color="error"
                    aria-label={t('delete_of', { name: i.name })}
                    label={t('delete')}
                    title="app.integrations.delete_title"
                    content="app.integrations.delete_content"
                    translateOptions={{ name: i.name }}
                    confirm="app.integrations.delete"
                    onConfirm={() => remove.mutate(i.id, { onSuccess: () => notify('app.integrations.deleted', { type: 'success' }) })}
                  />
                </Box>
              ),
            },
          ]}
        />
      </CardContent>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} fullWidth maxWidth="sm">
        <DialogTitle>{t(editing === 'new' ? 'add' : 'edit')}</DialogTitle>
        <DialogContent>
          <Form record={editing && editing !== 'new' ? editing : { enabled: true }} onSubmit={submit} resource="integrations">
            <TextInput source="name" label={t('name')} validate={required()} fullWidth />
            <SelectInput
              source="provider"
              label={t('provider')}
              validate={required()}
              choices={integrationProviders.map((id) => ({ id, name: providerName(id) }))}
              fullWidth
            />
            <TextInput source="url" label={t('url')} helperText={t('url_help')} fullWidth />
            <BooleanInput source="enabled" label={t('enabled')} />
            <SaveOnceButton />
          </Form>
        </DialogContent>
      </Dialog>
    </Card>
  );
};
