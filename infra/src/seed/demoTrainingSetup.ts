// Demo data (issue 4): levels, plans and the activity catalogue of the demo organization.
// Filled in by the area's work; called in order from seedDemoData.
import type { DemoContext } from './demoContext.js';

export async function seedDemoTrainingSetup(_ctx: DemoContext): Promise<void> {}
