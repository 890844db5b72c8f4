// Bulk edit of the selected sites (SITES-05): status, published, accepting
// trainees, tags to add or remove. Left blank, a field keeps each site's value.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import EditIcon from '@mui/icons-material/Edit';
import { useMutation } from '@tanstack/react-query';
import {
  Form,
  ReferenceArrayInput,
  SelectArrayInput,
  SelectInput,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { siteApi, type BulkChanges } from './siteApi';
import { settableStatusChoices } from './siteChoices';
import { sitesResource, siteTagsResource } from './types';

const yesNo = [
  { id: 'yes', name: 'app.sites.yes' },
  { id: 'no', name: 'app.sites.no' },
];

interface BulkForm {
  status?: string;
  published?: string;
  accepting_trainees?: string;
  add_tag_ids?: string[];
  remove_tag_ids?: string[];
}

function changesOf(values: BulkForm): BulkChanges {
  const changes: BulkChanges = {};
  if (values.status) changes.status = values.status as BulkChanges['status'];
  if (values.published) changes.published = values.published === 'yes';
  if (values.accepting_trainees) changes.accepting_trainees = values.accepting_trainees === 'yes';
  if (values.add_tag_ids?.length) changes.add_tag_ids = values.add_tag_ids;
  if (values.remove_tag_ids?.length) changes.remove_tag_ids = values.remove_tag_ids;
  return changes;
}

export const SiteBulkEditButton = () => {
  const { selectedIds } = useListContext();
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(sitesResource);
  const { mutate, isPending } = useMutation({
    mutationFn: (values: BulkForm) => siteApi.bulkEdit(selectedIds.map(String), changesOf(values)),
    onSuccess: ({ changed }) => {
      notify('app.sites.bulk_done', { type: 'info', messageArgs: { smart_count: changed } });
      setOpen(false);
      unselectAll();
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <>
      <Button size="small" startIcon={<EditIcon />} onClick={() => setOpen(true)}>
        {translate('app.sites.bulk_edit')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <Form onSubmit={(values: Record<string, unknown>) => mutate(values)}>
          <DialogTitle>{translate('app.sites.bulk_title', { smart_count: selectedIds.length })}</DialogTitle>
          <DialogContent>
            <SelectInput
              source="status"
              resource={sitesResource}
              choices={settableStatusChoices}
              emptyText="app.sites.bulk_keep"
              fullWidth
            />
            <SelectInput source="published" resource={sitesResource} choices={yesNo} emptyText="app.sites.bulk_keep" fullWidth />
            <SelectInput source="accepting_trainees" resource={sitesResource} choices={yesNo} emptyText="app.sites.bulk_keep" fullWidth />
            <ReferenceArrayInput source="add_tag_ids" reference={siteTagsResource}>
              <SelectArrayInput optionText="name" label="app.sites.bulk_add_tags" fullWidth />
            </ReferenceArrayInput>
            <ReferenceArrayInput source="remove_tag_ids" reference={siteTagsResource}>
              <SelectArrayInput optionText="name" label="app.sites.bulk_remove_tags" fullWidth />
            </ReferenceArrayInput>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={isPending}>
              {translate('ra.action.save')}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
