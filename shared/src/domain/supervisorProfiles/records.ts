// What GET /api/users/{id}/supervision-profile answers and the screens read.
import type { License, ProfileDetails } from './commands.js';

export interface SupervisionProfileRecord extends ProfileDetails {
  id: string;
  user_id: string;
  name: string;
  email: string;
  licenses: License[];
  /** Signup survey answers (PEOPLE-31): each question's text and the answer given when joining. */
  signup_responses: { question: string; answer: string }[];
  /** Shown on the dashboard while the profile is incomplete and the prompt was never dismissed (PEOPLE-30, 32). */
  supervisor_profile_prompt: boolean;
  profile_complete: boolean;
  /** Whether the reader may edit it (its owner only). */
  editable: boolean;
  updated_at: string | null;
}
