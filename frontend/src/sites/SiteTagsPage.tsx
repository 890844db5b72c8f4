// /supervisionsites/tags: the organization's site tags, managed by coordinators
// (SITES-19, SITES-20): each shown as the list chips draw it, in its order;
// add, edit, delete (a deleted tag leaves every site that carried it).
import { useState } from 'react';
import { Button, TableContainer } from '@mui/material';
import { Confirm, useDelete, useGetList, useNotify, useTranslate } from 'react-admin';
import { PageCard } from '../layout/PageCard';
import { RecordTable } from '../layout/RecordTable';
import { SiteTagChip } from './SiteTagChips';
import { SiteTagDialog } from './SiteTagDialog';
import { siteTagsResource, type SiteTagRecord } from './types';

export const SiteTagsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const {
    data: tags = [],
    isPending,
    refetch,
  } = useGetList<SiteTagRecord>(siteTagsResource, {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'order', order: 'ASC' },
  });
  const [editing, setEditing] = useState<SiteTagRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SiteTagRecord | null>(null);
  const [deleteOne] = useDelete<SiteTagRecord>();
  const closed = (saved: boolean) => {
    setEditing(null);
    if (saved) {
      notify('app.sites.tags.saved', { type: 'success' });
      void refetch();
    }
  };
  const remove = (tag: SiteTagRecord) => {
    setDeleting(null);
    void deleteOne(siteTagsResource, { id: tag.id, previousData: tag }, { onSuccess: () => void refetch() });
  };
  return (
    <PageCard title="app.sites.tags.title">
      <Button variant="contained" onClick={() => setEditing('new')} sx={{ mb: 2 }}>
        {translate('app.sites.tags.add')}
      </Button>
      {/* phones scroll the table sideways inside the card */}
      <TableContainer>
        <RecordTable
          label={translate('app.sites.tags.title')}
          records={tags}
          empty={!isPending && translate('app.sites.tags.none')}
          rowKey={(tag) => String(tag.id)}
          sx={{}}
          columns={[
            { label: translate('resources.site-tags.fields.order'), render: (tag) => tag.order },
            { label: translate('resources.site-tags.fields.name'), render: (tag) => <SiteTagChip tag={tag} /> },
            { label: translate('resources.site-tags.fields.color'), render: (tag) => tag.color },
            {
              label: translate('resources.site-tags.fields.coordinator_only'),
              render: (tag) => translate(tag.coordinator_only ? 'app.sites.tags.yes' : 'app.sites.tags.no'),
            },
            {
              label: '',
              align: 'right',
              sx: { whiteSpace: 'nowrap' },
              render: (tag) => (
                <>
                  <Button size="small" onClick={() => setEditing(tag)} aria-label={`${translate('app.sites.tags.edit')} ${tag.name}`}>
                    {translate('app.sites.tags.edit')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(tag)}
                    aria-label={`${translate('ra.action.delete')} ${tag.name}`}
                  >
                    {translate('ra.action.delete')}
                  </Button>
                </>
              ),
            },
          ]}
        />
      </TableContainer>
      <SiteTagDialog tag={editing} nextOrder={(tags.at(-1)?.order ?? -1) + 1} onClose={closed} />
      <Confirm
        isOpen={deleting !== null}
        title="app.sites.tags.confirm_delete_title"
        content="app.sites.tags.confirm_delete"
        translateOptions={{ name: deleting?.name ?? '' }}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </PageCard>
  );
};
