import { createFrontEndConfig } from '@reeltalk/rspack-base';

export default createFrontEndConfig({
  name: 'mf_upload',
  exposes: { './Step': './src/UploadStep.tsx' },
  dirname: import.meta.dirname,
});
