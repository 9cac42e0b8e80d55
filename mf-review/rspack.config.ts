import { createFrontEndConfig } from '@reeltalk/rspack-base';

export default createFrontEndConfig({
  name: 'mf_review',
  port: 3002,
  exposes: { './Step': './src/ReviewStep.tsx' },
  dirname: import.meta.dirname,
});
