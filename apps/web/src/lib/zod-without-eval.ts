import { z } from 'zod';

// The page runs under a Content Security Policy without 'unsafe-eval' (the server's
// http/security-headers.ts): zod's JIT compiles object parsers with new Function, and merely
// probing for it is a CSP violation. Imported first in main.tsx, before any schema is built.
z.config({ jitless: true });
