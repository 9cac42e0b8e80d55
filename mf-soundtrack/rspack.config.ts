import { createFrontEndConfig } from '@reeltalk/rspack-base';

export default createFrontEndConfig({
  name: 'mf_soundtrack',
  exposes: { './Step': './src/SoundtrackStep.tsx' },
  dirname: import.meta.dirname,
});
