// Training time classes (spec 001 §4, TRAIN-11): previous ended before today,
// current has today between start and end, next starts later; the earliest
// next one is the upcoming training. Dates are YYYY-MM-DD strings, compared as such.

export type TrainingTime = 'previous' | 'current' | 'next';

export const trainingTime = (training: { start_at: string; end_at: string }, today: string): TrainingTime => {
  if (training.end_at < today) return 'previous';
  if (training.start_at > today) return 'next';
  return 'current';
};

/** The earliest training that starts after today, if any. */
export const upcomingTraining = <T extends { start_at: string; end_at: string }>(trainings: readonly T[], today: string): T | undefined =>
  trainings.filter((training) => trainingTime(training, today) === 'next').sort((a, b) => a.start_at.localeCompare(b.start_at))[0];
