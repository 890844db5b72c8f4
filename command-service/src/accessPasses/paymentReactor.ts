// An approved payment becomes its codes or pass (PASS-05, PASS-10). The route or the webhook that approves
// generates them at once; this bus consumer catches up on approvals a crash left without codes: it follows
// every PaymentApproved from the start of history, and generateFor changes nothing for a payment whose codes
// were generated (or that a concurrent run is finishing: the seeded code texts are the same).
import type { Bus, RunningConsumer } from '@practicum/shared/platform/bus/index';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import type { PaymentApproved } from '@practicum/shared/domain/accessPasses/index';
import { accessPassCommands } from './passCommands.js';

export const PAYMENT_CODES_CONSUMER = 'payment-codes';

export function startPaymentCodes(deps: { bus: Bus; pipeline: CommandPipeline }): Promise<RunningConsumer> {
  const passes = accessPassCommands(deps.pipeline);
  return deps.bus.start({
    name: PAYMENT_CODES_CONSUMER,
    categories: ['payment'],
    handle: async (event) => {
      if (event.type !== 'PaymentApproved') return;
      await passes.generateFor((event.data as PaymentApproved['data']).paymentId, {
        system: { correlationId: event.metadata.correlationId, causationId: event.eventId },
      });
    },
  });
}
