// Labels of the attachments area (app.attachments.*), spread into i18n/en.ts.
export const attachmentMessages = {
  title: 'Attachments',
  empty: 'No attachments yet.',
  upload: 'Attach a file',
  delete: 'Delete',
  deleted: 'attachment successfully deleted',
  attached: 'File attached',
  confirm_delete_title: 'Delete attachment',
  confirm_delete: 'Delete %{name}? This cannot be undone.',
  hipaa_course: 'Go to the HIPAA course',
  state: {
    creating: 'Uploading…',
    created: 'Attached',
    destroying: 'Deleting…',
    destroyed: 'Deleted',
    failed: 'Failed',
  },
  upload_failed: 'upload failed',
};
