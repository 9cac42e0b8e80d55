import { config as configureZod } from 'zod';

// The page's CSP forbids eval, and zod would otherwise probe for it with new Function (a reported violation) when
// shared modules first validate something. The setting is page-wide: it covers every copy of zod the remotes bring.
configureZod({ jitless: true });

// The async boundary: shared modules (react, the store, …) are negotiated before the app's code runs.
import('./bootstrap.tsx');
