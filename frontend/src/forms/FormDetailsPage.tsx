// /forms/:id (FORMS-02): a manager (the form's coordinator, an admin) gets the
// builder; anyone else the form's intro and a start (with the assessment
// target, FORMS-09/32); placement and applicationId come along in the query.
// /admin/forms/settings/:id (FORMS-05) is the builder alone. A saved form (an agreement a placement requires among
// them) has a History tab for those the server lets read its history.
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Loading, NotFound, usePermissions } from 'react-admin';
import { PermissionDeniedPage } from '../permissions/PermissionDeniedPage';
import { RecordHistoryTabs } from '../history';
import { FormBuilder } from './FormBuilder';
import { FormStart } from './FormStart';
import { formsApi, type FormRecord } from './api';
import { useLoaded } from './useLoaded';

const canManage = (role: string | undefined, form: FormRecord | null) =>
  role === 'admin' || (role === 'coordinator' && (form === null || !form.shared));

export const FormDetailsPage = ({ builderOnly = false }: { builderOnly?: boolean }) => {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { permissions, isPending } = usePermissions<string | undefined>();
  const isNew = id === 'new';
  const { data, error, version, reload } = useLoaded(() => (isNew ? Promise.resolve(null) : formsApi.form(id)), [id]);
  if (isPending || (!isNew && version === 0)) return <Loading />;
  if (error) return <NotFound />;
  if (canManage(permissions, data)) return withHistory(data, <FormBuilder key={`${id}-${version}`} form={data} onChanged={reload} />);
  if (builderOnly || !data) return <PermissionDeniedPage />;
  return withHistory(data, <FormStart form={data} placementId={search.get('placement')} taskId={search.get('task')} />);
};

/** A saved form's History tab (issue 20), as other record pages have; the server says who may read it. */
const withHistory = (form: FormRecord | null, page: ReactNode) =>
  form ? <RecordHistoryTabs sources={[{ stream: `form-${form.id}` }]}>{page}</RecordHistoryTabs> : page;
