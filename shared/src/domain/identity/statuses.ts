// The life cycle of a user and of each of their positions (spec 000 §2).
export const userStatuses = ['pending', 'active', 'inactive', 'graduated'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const positionStatuses = ['active', 'pending', 'graduated', 'inactive'] as const;
export type PositionStatus = (typeof positionStatuses)[number];
/** What a coordinator or admin may set on a position (AUTH-66; identity/positionStatus.ts). */
export const settablePositionStatuses = ['active', 'pending', 'graduated'] as const satisfies readonly PositionStatus[];

/** Inactive users cannot sign in, and their sessions end when they become so (issue 10; docs/security.md). */
export const mayUseAccount = (status: UserStatus): boolean => status !== 'inactive';

/** A graduated user, or a user acting in a graduated position, may read but change nothing (docs/decisions.md). */
export const isReadOnly = (user: UserStatus, position: PositionStatus | null | undefined): boolean =>
  user === 'graduated' || position === 'graduated';
