// Exact stream reads for the facts a placement is decided against: the
// trainee's training (traineeTrainings-<userId>), the site (site-<id>), and the
// organization's insurance setting (organization-<id>).
import { userDecider, userStream } from '@practicum/shared/domain/identity/index';
import { organizationDecider, organizationStream } from '@practicum/shared/domain/organizations/index';
import { siteDecider, siteStream } from '@practicum/shared/domain/sites/index';
import { traineeTrainingsDecider, traineeTrainingsStream, type TrainingData } from '@practicum/shared/domain/trainings/index';
import type { PlacementRequestFacts } from '@practicum/shared/domain/placements/index';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';

export async function traineeTraining(pipeline: CommandPipeline, traineeUserId: string, trainingId: string): Promise<TrainingData | null> {
  const { state } = await pipeline.load(traineeTrainingsDecider, traineeTrainingsStream(traineeUserId));
  return state.trainings[trainingId] ?? null;
}

/** A sample account (002 §5), from the user's stream. */
async function isSample(pipeline: CommandPipeline, userId: string): Promise<boolean> {
  const { state } = await pipeline.load(userDecider, userStream(userId));
  return state.status === 'registered' && state.sample === true;
}

export async function requestFacts(
  pipeline: CommandPipeline,
  people: { traineeUserId: string; supervisorUserId: string },
  trainingId: string,
  siteId: string,
): Promise<{ facts: PlacementRequestFacts; training: TrainingData | null }> {
  const { traineeUserId, supervisorUserId } = people;
  const [training, { state: site }, traineeSample, supervisorSample] = await Promise.all([
    traineeTraining(pipeline, traineeUserId, trainingId),
    pipeline.load(siteDecider, siteStream(siteId)),
    isSample(pipeline, traineeUserId),
    isSample(pipeline, supervisorUserId),
  ]);
  return {
    training,
    facts: {
      samples: { trainee: traineeSample, supervisor: supervisorSample },
      training: training && { organizationId: training.organizationId, traineeUserId, startAt: training.startAt, endAt: training.endAt },
      site:
        site.status === 'active'
          ? {
              organizationId: site.site.organizationId,
              approved: site.site.status === 'approved',
              published: site.site.published,
              acceptingTrainees: site.site.details.accepting_trainees,
              supervisorIds: site.site.details.supervisor_ids,
            }
          : null,
    },
  };
}

/** Spec 001 §3 organization setting require_trainee_insurance (INS-18). */
export async function insuranceRequired(pipeline: CommandPipeline, organizationId: string): Promise<boolean> {
  const { state } = await pipeline.load(organizationDecider, organizationStream(organizationId));
  return state.status === 'active' && state.details.organization_settings.require_trainee_insurance;
}
