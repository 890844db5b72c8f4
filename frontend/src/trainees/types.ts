import type { TrainingRecord } from '../trainings/trainingApi';

/** A trainee as GET /api/trainees and /api/trainees/:id answer (the id is the user's). */
export interface TraineeRecord {
  id: string;
  position_id: string;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  status: string;
  user_status: string;
  current_plan: string | null;
  faculty: string | null;
  current_training?: TrainingRecord | null;
}

export const traineePaths = { list: '/trainees', details: (id: string) => `/trainees/${id}` };
