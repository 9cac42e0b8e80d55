import { createFrontEndConfig } from '@reeltalk/rspack-base';

export default createFrontEndConfig({
  name: 'mf_review',
  exposes: { './Step': './src/ReviewStep.tsx' },
  dirname: import.meta.dirname,
});
