import { createFrontEndConfig } from '@reeltalk/rspack-base';

export default createFrontEndConfig({
  name: 'mf_export',
  exposes: {
    './Step': './src/ExportStep.tsx',
    './SharedView': './src/SharedView.tsx',
    './Listen': './src/ListenView.tsx',
  },
  dirname: import.meta.dirname,
});
