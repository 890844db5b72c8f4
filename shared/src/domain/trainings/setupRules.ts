// Rules shared by the training setup deciders (levels, plans, activity
// catalogue): how names compare for uniqueness, colours, and the messages the
// forms show (worded like the catalogue's shared rule messages).
import { z } from 'zod';
import { requiredLine } from '../bounds.js';

/** Names compare trimmed, case-insensitive, with inner whitespace collapsed: "Practicum  I" = "practicum i". */
export const normalizedName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

export const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'The color must be a hex color like #1e88e5.');
export { isoDate } from '../bounds.js';
export const requiredName = (max: number) => requiredLine(max);

export const setupMessages = {
  nameTaken: 'The name has already been taken.',
  levelInvalid: 'The selected level is invalid.',
  // worded as the plan form labels its dates, and as a training's dates are (traineeTrainings/rules.ts)
  endAfterStart: 'The end date must be a date after the start date.',
  totalHoursPositive: 'The total hours field must be greater than 0.',
  hoursPositive: 'The hours field must be greater than 0.',
  activityTypeInvalid: 'The selected activity type is invalid.',
  activityTypeDuplicate: 'The activity type has already been added.',
  hoursOverTotal: 'The activity type hours may not exceed the total hours.',
  planArchived: 'This training plan is archived. Unarchive it to change it.',
} as const;
