// zod compiles object parsers with `new Function` when it may; the page's
// Content Security Policy forbids eval, and zod's probe for it would be reported
// as a violation on first use. Imported first by main.tsx.
// (zod's core config only: the schemas themselves load with the screens that use them)
import { config } from 'zod/v4/core';

config({ jitless: true });
