/** MISC-04: a client as the query API answers it: id, trainee, code (and the upload flags of MISC-05). */
export interface ClientRecord {
  id: string;
  trainee: { id: string; name: string };
  trainee_id: string;
  code: string;
  can_upload: boolean;
  /** Awaiting upload approval (MISC-05, MISC-06). */
  upload_requested: boolean;
  created_at: string;
}
