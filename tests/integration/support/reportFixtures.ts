// A training report scenario in the demo organization, appended straight to the
// event store through the fixed event contracts: a plan of three activity types,
// a training of the demo trainee with the demo faculty, and entries in several
// review states (one at a placement). Also pdftotext over a PDF response.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningPracticum } from '@practicum/infra/app';
import {
  activityLogged,
  appendStreamEvents,
  entryReviewed,
  planEvents,
  trainingAssigned,
  type StreamEvent,
} from '@practicum/projections/testing/reportEvents';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';
import type { Agent, ApiClient } from './testApp.js';

export interface DemoParty {
  userId: string;
  positionId: string;
  organizationId: string;
}

/** The signed-in client's user and current position (the demo logins work in the demo organization). */
export async function demoParty(client: ApiClient): Promise<DemoParty> {
  const { body } = await client.get('/api/users/current').expect(200);
  const user = body as { id: string; current_position: { id: string; organization_id: string } };
  return { userId: user.id, positionId: user.current_position.id, organizationId: user.current_position.organization_id };
}

/**
 * Individual 10 h, Group 5 h, Supervision 3 h. Entries: Individual 90 approved + 30 submitted,
 * Group 100 approved at a placement, Supervision 45 with changes requested.
 * Approved 190 min (3.2 h), unapproved 75 min (1.3 h), on site 100 min (1.7 h).
 */
export async function reportScenario(app: RunningPracticum, trainee: DemoParty, faculty: DemoParty | null, levelName = 'Practicum I') {
  const { plan, events } = planEvents(
    trainee.organizationId,
    [
      { name: 'Individual', hours: 10, color: '#1976d2' },
      { name: 'Group', hours: 5, color: '#9c27b0' },
      { name: 'Supervision', hours: 3, color: '#2e7d32' },
    ],
    levelName,
  );
  const { training, event } = trainingAssigned(plan, trainee, { facultyPositionId: faculty?.positionId ?? null });
  const [individual, group, supervision] = plan.types.map((type) => type.activityTypeId) as [string, string, string];
  const placementId = '6f1c2a0e-4b7d-4c39-9a51-2d7f0c3e8b11';
  const logged = [
    activityLogged(training, { activityTypeId: individual, minutes: 90 }),
    activityLogged(training, { activityTypeId: individual, minutes: 30 }),
    activityLogged(training, { activityTypeId: group, minutes: 100, placementId }),
    activityLogged(training, { activityTypeId: supervision, minutes: 45 }),
  ] as const;
  const review: StreamEvent[] = [
    ...logged.map((entry) => entryReviewed(training, entry.entryId, 'ActivityEntrySubmitted')),
    entryReviewed(training, logged[0].entryId, 'ActivityEntryApproved'),
    entryReviewed(training, logged[2].entryId, 'ActivityEntryApproved'),
    entryReviewed(training, logged[3].entryId, 'ActivityEntryChangesRequested'),
  ];
  const position = await appendStreamEvents(app.eventStore, [...events, event, ...logged.map((entry) => entry.event), ...review]);
  return { plan, training, placementId, position: formatPosition(position!) };
}

/** The text of a PDF response, as pdftotext reads it. */
export async function pdfText(agent: Agent, path: string, minPosition: string): Promise<{ status: number; text: string; type: string }> {
  const response = await agent
    .get(path)
    .set('X-Min-Position', minPosition)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
  if (response.status !== 200) return { status: response.status, text: '', type: String(response.headers['content-type']) };
  const file = join(mkdtempSync(join(tmpdir(), 'report-pdf-')), 'report.pdf');
  writeFileSync(file, response.body as Buffer);
  return {
    status: 200,
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    type: String(response.headers['content-type']),
  };
}
