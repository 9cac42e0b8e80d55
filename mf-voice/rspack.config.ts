import { createFrontEndConfig } from '@reeltalk/rspack-base';

export default createFrontEndConfig({
  name: 'mf_voice',
  exposes: { './Step': './src/VoiceStep.tsx' },
  dirname: import.meta.dirname,
});
