import { inject } from 'vitest';
import { prepareWorkerStorage } from './worker-storage.ts';

await prepareWorkerStorage(inject('mediaTest'));
