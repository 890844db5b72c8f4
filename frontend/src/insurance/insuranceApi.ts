// Liability insurance calls (INS-12 … 15): list by trainee, add, edit, delete.
import type { InsuranceDocumentRecord } from '@practicum/shared/domain/insurance/records';
import type { InsuranceStatus } from '@practicum/shared/domain/insurance/labels';
import { httpClient, useApiRead } from '../dataProvider';
import { apiRead } from '../dataProvider/primedReads';

export type { InsuranceDocumentRecord, InsuranceStatus };

export interface InsuranceInput {
  upload_uuid?: string;
  effective_date: string;
  expiration_date: string;
}

const send = async (url: string, method: string, body?: unknown) =>
  (await httpClient(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })).json as { flash?: string };

export const insurancePath = (traineeId: string) =>
  `insurance-documents?filter=${encodeURIComponent(JSON.stringify({ trainee_id: traineeId }))}&range=[0,99]`;
export const insuranceStatusPath = (traineeId: string) => `insurance-documents/status?trainee_id=${traineeId}`;
/** What the insurance alert reads on the trainee's dashboard. */
export const insuranceAlertParts = (traineeId: string) => [apiRead(insuranceStatusPath(traineeId))];

export const useInsuranceDocuments = (traineeId: string | undefined) =>
  useApiRead<InsuranceDocumentRecord[]>(traineeId ? insurancePath(traineeId) : null);
export const useInsuranceStatus = (traineeId: string | undefined) =>
  useApiRead<{ status: InsuranceStatus }>(traineeId ? insuranceStatusPath(traineeId) : null);

export const insuranceApi = {
  add: (traineeId: string, input: InsuranceInput) => send('/api/insurance-documents', 'POST', { ...input, trainee_id: traineeId }),
  update: (id: string, input: InsuranceInput) => send(`/api/insurance-documents/${id}`, 'PUT', input),
  remove: (id: string) => send(`/api/insurance-documents/${id}`, 'DELETE'),
};
