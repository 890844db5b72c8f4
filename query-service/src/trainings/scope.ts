// The caller's organization, which scopes every training setup read in SQL,
// and the one-record lookup shared by the setup's detail routes (one for every area, in http/).
import type { Request } from 'express';
import { authOf } from '@practicum/shared/platform/http/auth';

/** The current position's organization; none (e.g. a user without a position) sees nothing. */
export const organizationScope = (req: Request): string => authOf(req).organizationId ?? '00000000-0000-0000-0000-000000000000';

export { isUuid, oneOr404 } from '../http/oneOr404.js';
