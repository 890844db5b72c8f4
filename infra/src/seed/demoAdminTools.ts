// Demo data for the admin tools (issue 18): the demo program is connected to its Canvas course site (ADMIN-24),
// so the admin sees an integration on the organization's edit page.
import { randomUUID } from 'node:crypto';
import { integrationDecider, integrationDetailsSchema, integrationStream } from '@practicum/shared/domain/integrations/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { seedOriginAs, type DemoContext } from './demoContext.js';

export async function seedDemoAdminTools(ctx: DemoContext): Promise<void> {
  const admin = ctx.people.get('admin')!;
  const organizationId = ctx.organizationIds.get('demo')!;
  const integrationId = randomUUID();
  const details = parseInput(integrationDetailsSchema, {
    name: 'Canvas course site',
    provider: 'canvas',
    url: 'https://canvas.demo.practicum.test',
  });
  await ctx.commands.handle(
    integrationDecider,
    integrationStream(integrationId),
    { type: 'AddIntegration', data: { integrationId, organizationId, details } },
    seedOriginAs(admin),
  );
}
