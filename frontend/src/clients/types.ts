export type { ClientRecord } from '@practicum/shared/domain/clients/records';

export const clientsResource = 'clients';

/** The spec's screens (001 §2): a trainee's clients and one client. */
export const clientPaths = {
  list: '/clients',
  show: (id: string) => `/clients/${id}`,
};
