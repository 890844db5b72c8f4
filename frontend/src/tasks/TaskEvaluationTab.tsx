// The task modal's Evaluation tab (spec 001 §2, §5; TASKS-27..29): the form an evaluation task links. Only
// published, active forms are offered; a self-assigned task (the only assignee is me) offers only the forms my
// role may submit. The server checks the same rules for every assignee.
import {} from '@mui/material';
import { ChoiceField } from '../layout/ChoiceField';
import { useGetList, useTranslate } from 'ra-core';
import type { PickerUser } from '@practicum/shared/domain/tasks/userPicker';
import { useCurrentUser, roleOf } from '../identity/currentUser';
import type { FieldError } from '../layout/showError';

interface FormOption {
  id: string;
  name: string;
}

interface Props {
  assignees: readonly PickerUser[];
  value: string;
  onChange: (formId: string) => void;
  error?: FieldError;
}

/** Self-assigned: one assignee, and it is the signed-in user. */
const isSelfAssigned = (assignees: readonly PickerUser[], userId: string | undefined): boolean =>
  assignees.length === 1 && assignees[0]!.id === userId;

export const TaskEvaluationTab = ({ assignees, value, onChange, error }: Props) => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const role = roleOf(user);
  const selfOnly = isSelfAssigned(assignees, user?.id);
  const { data = [], isPending } = useGetList<FormOption>('forms', {
    filter: { published: true, active: true, ...(selfOnly && role ? { submitter_role: role } : {}) },
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <ChoiceField
      label={translate('app.tasks.fields.form')}
      value={data.some((f) => f.id === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      disabled={isPending}
      error={Boolean(error)}
      helperText={
        typeof error === 'string' ? error : selfOnly ? translate('app.tasks.forms_for_my_role') : translate('app.tasks.forms_hint')
      }
      blank={translate('app.tasks.no_form')}
      choices={data}
    />
  );
};
