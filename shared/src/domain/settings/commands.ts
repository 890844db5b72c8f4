import { z } from 'zod';
import { text } from '../bounds.js';

export const settingKeys = ['maintenance_banner', 'user_lockout'] as const;
export type SettingKey = (typeof settingKeys)[number];

/** Refusal of a banner shown without words: it would tell every signed-in user nothing but "Maintenance". */
export const MAINTENANCE_MESSAGE_REQUIRED = 'The message field is required when the banner is shown.';

export const maintenanceBannerSchema = z
  .object({
    enabled: z.boolean(),
    message: text(500).default(''),
  })
  .refine((value) => !value.enabled || value.message !== '', { path: ['message'], message: MAINTENANCE_MESSAGE_REQUIRED });
export const userLockoutSchema = z.object({
  lockout_enabled: z.boolean(),
  lockout_primed: z.boolean().default(false),
});
export type MaintenanceBannerValue = z.infer<typeof maintenanceBannerSchema>;
export type UserLockoutValue = z.infer<typeof userLockoutSchema>;

/** The body of PUT /api/settings/{id}, per setting. */
export const settingValueSchemas = {
  maintenance_banner: z.object({ value: maintenanceBannerSchema }),
  user_lockout: z.object({ value: userLockoutSchema }),
} as const;

export const defaultSettingValues = {
  maintenance_banner: { enabled: false, message: '' } satisfies MaintenanceBannerValue,
  user_lockout: { lockout_enabled: false, lockout_primed: false } satisfies UserLockoutValue,
};

export type SettingCommand =
  { type: 'ChangeMaintenanceBanner'; data: MaintenanceBannerValue } | { type: 'ToggleUserLockout'; data: UserLockoutValue };
