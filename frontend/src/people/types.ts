export interface PersonRecord {
  id: string;
  position_id: string;
  name: string;
  email: string;
  status: string;
  role_keyname: string;
  role_name: string;
  phone?: string | null;
  positions?: { id: string; role_keyname: string; role_name: string; status: string; organization_name: string }[];
  /** Faculty details only: the trainings they teach (primary or assistant). */
  trainees?: TaughtTrainee[];
}

export interface TaughtTrainee {
  training_id: string;
  trainee_id: string;
  name: string;
  training_plan_name: string | null;
  start_at: string;
  end_at: string;
  faculty_role: 'primary' | 'assistant';
}

export const peopleResourceNames = ['faculty', 'supervisors', 'coordinators'] as const;
