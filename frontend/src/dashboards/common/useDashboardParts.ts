// One read per dashboard (DASH-02): GET /api/dashboard/{role} with the parts the role's cards and tabs read, each
// answer primed under the key its card reads. The cards render once it has answered; if it fails, they read for
// themselves as before (their failures stay silent, 001 §8).
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { Role } from '@practicum/shared/access/roles';
import type { ReadAnswers } from '@practicum/shared/domain/session/readAnswers';
import { logSilentFailure, type PracticumDataProvider } from '../../dataProvider';
import { primeReads, type PrimedRead } from '../../dataProvider/primedReads';

/** True once the parts are primed (or could not be read); `parts` null: not known yet (the user is loading). */
export function useDashboardParts(role: Role, parts: readonly PrimedRead[] | null): boolean {
  const dataProvider = useDataProvider<PracticumDataProvider>();
  const queryClient = useQueryClient();
  const [primed, setPrimed] = useState<string | null>(null);
  const query = parts === null ? null : parts.map((part) => `part=${encodeURIComponent(part.path)}`).join('&');
  useEffect(() => {
    if (query === null || parts === null) return;
    let live = true;
    dataProvider
      .read<{ parts: ReadAnswers }>(`dashboard/${role}?${query}`)
      .then(({ data }) => primeReads(queryClient, parts, data.parts), logSilentFailure(`the ${role} dashboard`))
      .finally(() => live && setPrimed(query));
    return () => {
      live = false;
    };
    // read again only when the parts change, not when an equal list is built on a render
  }, [role, query]);
  return query !== null && primed === query;
}
