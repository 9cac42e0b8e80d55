import { createFrontEndConfig } from '@reeltalk/rspack-base';

export default createFrontEndConfig({
  name: 'mf_soundtrack',
  port: 3004,
  exposes: { './Step': './src/SoundtrackStep.tsx' },
  dirname: import.meta.dirname,
});
