// The organization's words for its roles and places (SPINE-12), with their
// defaults. Kept apart from the zod schemas so screens that only name things
// (the menu, every label) do not load the validation library.
export const supervisionTypes = ['admin', 'academic', 'clinical'] as const;
export const dynamicWordKeys = ['trainee', 'supervisor', 'faculty', 'coordinator', 'client', 'supervision_site', 'assistant'] as const;

export const defaultDynamicWords: Record<(typeof dynamicWordKeys)[number], string> = {
  trainee: 'Trainee',
  supervisor: 'Supervisor',
  faculty: 'Faculty',
  coordinator: 'Coordinator',
  client: 'Client',
  supervision_site: 'Supervision Site',
  assistant: 'Assistant',
};
