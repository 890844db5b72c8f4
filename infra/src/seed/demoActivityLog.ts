// Demo data (issue 4): a season of logged activity in every review state, one risk alert.
// Filled in by the area's work; called in order from seedDemoData.
import type { DemoContext } from './demoContext.js';

export async function seedDemoActivityLog(_ctx: DemoContext): Promise<void> {}
