// Access-pass calls (002 §7): options, redeem, buy, buy codes, distribute codes;
// the organization's passes, codes and payments; the admin's batches and search.
import type {
  AccessPassOptions,
  AccessPassRecord,
  PaymentRecord,
  RegistrationCodeBatchExportRecord,
  RegistrationCodeBatchRecord,
  RegistrationCodeRecord,
  TraineeAccessRecord,
} from '@practicum/shared/domain/accessPasses/records';
import { useApiCommand, useApiRead } from '../dataProvider';

export { displayCode } from '@practicum/shared/domain/accessPasses/codeDisplay';

export type { AccessPassOptions, AccessPassRecord, PaymentRecord, RegistrationCodeBatchRecord, RegistrationCodeRecord };
export type { RegistrationCodeBatchExportRecord, TraineeAccessRecord };
/** PASS-20: the business associate agreement, as the server gives it. */
export interface BaaText {
  version: string;
  title: string;
  text: string[];
}

export const paths = {
  options: 'access-passes/options',
  passes: 'access-passes?range=[0,199]',
  codes: 'registration-codes?range=[0,499]',
  payments: 'payments?range=[0,199]',
  batches: 'admin/registration-code-batches?range=[0,199]',
  adminPayments: 'admin/payments?range=[0,199]',
  batch: (id: string) => `admin/registration-code-batches/${id}`,
  batchExports: (id: string) => `admin/registration-code-batches/${id}/exports?range=[0,99]`,
  baa: 'access-passes/baa',
  ownPayments: 'access-passes/payments?range=[0,19]',
  search: (code: string) => `admin/registration-codes?code=${encodeURIComponent(code)}`,
  current: 'users/current',
  /** ADMIN-29: trainee access, of one organization or all; `export` is the same as Excel. */
  traineeAccess: (organizationId: string, format?: 'xlsx') => {
    const filter = encodeURIComponent(JSON.stringify(organizationId ? { organization_id: organizationId } : {}));
    return format
      ? `admin/trainee-access-reports/export?filter=${filter}&format=${format}`
      : `admin/trainee-access-reports?filter=${filter}&range=[0,499]`;
  },
};

export const useAccessPassOptions = () => useApiRead<AccessPassOptions>(paths.options);
export const usePasses = () => useApiRead<AccessPassRecord[]>(paths.passes);
export const useCodes = () => useApiRead<RegistrationCodeRecord[]>(paths.codes);
export const usePayments = () => useApiRead<PaymentRecord[]>(paths.payments);

export const useRedeem = () =>
  useApiCommand((code: string) => ({ path: 'registration-codes/redeem', body: { code } }), [paths.current, paths.passes]);
type PurchaseAnswer = { checkout_url: string | null; flash: string | null };
export const useBuyPass = () =>
  useApiCommand<string, PurchaseAnswer>((payment_type) => ({ path: 'access-passes/buy', body: { payment_type } }), [paths.ownPayments]);
export const useBaa = (enabled: boolean) => useApiRead<BaaText>(enabled ? paths.baa : null);
export const useOwnPayments = () => useApiRead<PaymentRecord[]>(paths.ownPayments);
/** PASS-16: records an export of the batch, answering the file's address. */
export const useRecordExport = (batchId: string) =>
  useApiCommand<string, { url: string }>(
    (format) => ({ path: `admin/registration-code-batches/${batchId}/exports`, body: { format } }),
    [paths.batchExports(batchId)],
  );
export const useBuyCodes = () =>
  useApiCommand<{ count: number; payment_type: string; baa_accepted: boolean }, PurchaseAnswer>(
    (body) => ({ path: 'access-passes/buy-codes', body }),
    [paths.payments],
  );
export const useDistribute = () =>
  useApiCommand((body: { code_ids: string[]; emails: string[] }) => ({ path: 'access-passes/distribute-codes', body }), [paths.codes]);

export const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 0 })}`;
/** The YYYY-MM-DD date `days` before `day`. */
export const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
/** Whole days from `today` (the reader's: useTimes().today()) to a YYYY-MM-DD date. */
export const daysUntil = (day: string, today: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
