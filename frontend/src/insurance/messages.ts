// English texts of liability insurance (INS-01 … 16); the server's messages are shown as it sends them.
export const insuranceMessagesEn = {
  title: 'Liability insurance',
  none: 'No insurance documents yet.',
  add: 'Add insurance document',
  edit: 'Edit insurance document',
  delete: 'Delete insurance document',
  deleted: 'Insurance document deleted',
  file: 'Upload document',
  document: 'Document',
  dates: 'Dates',
  status: 'Status',
  actions: 'Actions',
  effective_date: 'Effective date',
  expiration_date: 'Expiration date',
  update: 'Update insurance',
  tab: 'Insurance',
  label: { current: 'current', expiring: 'expiring', expired: 'expired', future: 'future' },
  alert: {
    empty: 'Your program requires liability insurance and you have not uploaded a document.',
    expired: 'Your liability insurance has expired.',
    expiring: 'Your liability insurance expires soon.',
  },
};
