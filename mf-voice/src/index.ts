// The async boundary for running this remote on its own page (the shell loads ./Step through remoteEntry.js).
import('./bootstrap.tsx');
