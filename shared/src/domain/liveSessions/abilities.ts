// Who may comment on a session and who may share it, over the ids of its parties: the decider rules with these, and
// the session's screen offers only the forms they allow, so the two cannot drift apart.

export interface MeetingParties {
  hostUserId: string;
  participantIds: readonly string[];
  /** Those the session was shared with for review. */
  reviewerIds: readonly string[];
}

/** Its participants (the host among them) and its reviewers comment (LIVE-24). */
export const mayComment = (parties: MeetingParties, userId: string | null): boolean =>
  userId !== null && (parties.participantIds.includes(userId) || parties.reviewerIds.includes(userId));

/** The host and the participants share it with reviewers (LIVE-45). */
export const mayShare = (parties: MeetingParties, userId: string | null): boolean =>
  userId !== null && (userId === parties.hostUserId || parties.participantIds.includes(userId));
