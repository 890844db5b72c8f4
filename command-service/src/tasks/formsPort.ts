// The forms port of evaluation tasks, read from the form's own stream (exact on
// the write side, no read model lag): a task may link a published, active form
// of the organization (or a shared one); anything else is "The selected form is invalid.".
import { formDecider, formStream } from '@practicum/shared/domain/forms/index';
import { loadState } from '@practicum/shared/platform/commands/pipeline';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import type { FormsPort } from '@practicum/shared/domain/tasks/forms';

export function streamForms(eventStore: EventStore): FormsPort {
  return {
    async find(formId, organizationId) {
      const { state } = await loadState(eventStore, formStream(formId), formDecider);
      if (state.status !== 'exists') return null;
      const { form } = state;
      if (form.organizationId !== null && form.organizationId !== organizationId) return null;
      if (!form.published || !form.active) return null;
      return { id: form.id, name: form.content.name, submitterRoles: form.content.submitterRoles };
    },
  };
}
