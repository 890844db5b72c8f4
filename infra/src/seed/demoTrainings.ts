// Demo data (issue 4): more demo trainees and their trainings (previous, current, next).
// Filled in by the area's work; called in order from seedDemoData.
import type { DemoContext } from './demoContext.js';

export async function seedDemoTrainings(_ctx: DemoContext): Promise<void> {}
