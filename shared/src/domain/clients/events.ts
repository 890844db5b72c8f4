// Clients (MISC-03 … 07; spec 001 §3, §7): the people a trainee records sessions
// with, known only by a code (HIPAA: never a name or other identifier). Stream
// `client-<id>`; the id derives from the trainee and the code, so one trainee
// never holds a code twice.
import { eventTypesOf, type DomainEvent } from '../decider.js';

export type ClientAdded = DomainEvent<
  'ClientAdded',
  { clientId: string; organizationId: string; traineeUserId: string; code: string; addedBy: string; addedAt: string }
>;
/** MISC-05: the trainee asks their supervisor to allow uploads for this client. */
export type ClientUploadRequested = DomainEvent<
  'ClientUploadRequested',
  { clientId: string; organizationId: string; traineeUserId: string; code: string; requestedAt: string }
>;
/** MISC-05, MISC-06: a supervisor or coordinator turns uploads on (the request is settled) or off. */
export type ClientUploadToggled = DomainEvent<
  'ClientUploadToggled',
  { clientId: string; traineeUserId: string; canUpload: boolean; by: string; changedAt: string }
>;

export type ClientEvent = ClientAdded | ClientUploadRequested | ClientUploadToggled;
export const clientEventTypes = eventTypesOf<ClientEvent>()('ClientAdded', 'ClientUploadRequested', 'ClientUploadToggled');

export const CLIENT_CATEGORY = 'client';
export const clientStream = (clientId: string): string => `${CLIENT_CATEGORY}-${clientId}`;
