export type { TraineeRecord } from '@practicum/shared/domain/trainings/records';

export const traineePaths = { list: '/trainees', details: (id: string) => `/trainees/${id}` };
