// Read-your-writes: every command answers X-Position; reads send the last one
// as X-Min-Position so the query side waits until its projections have caught up.
export const positionHeader = 'X-Position';
export const minPositionHeader = 'X-Min-Position';

export interface PositionTracker {
  note(position: string | null | undefined): void;
  last(): string | undefined;
  forget(): void;
}

export function createPositionTracker(): PositionTracker {
  let last: string | undefined;
  return {
    note: (position) => {
      if (position) last = position;
    },
    last: () => last,
    forget: () => {
      last = undefined;
    },
  };
}
