// Records that a user completed the HIPAA training (the CE course area calls it
// when the HIPAA course is passed; the demo seeder for the demo trainee).
import { hipaaDecider, hipaaStream } from '@practicum/shared/domain/hipaa/index';
import type { CommandPipeline, Origin } from '@practicum/shared/platform/commands/pipeline';

export const recordHipaaTraining = (commands: CommandPipeline, userId: string, origin: Origin) =>
  commands.handle(hipaaDecider, hipaaStream(userId), { type: 'RecordHipaaTraining', data: { userId } }, origin);
