// zod compiles object parsers with `new Function` when it may; the page's
// Content Security Policy forbids eval, and zod's probe for it would be reported
// as a violation on first use. Imported first by main.tsx.
import { z } from 'zod';

z.config({ jitless: true });
