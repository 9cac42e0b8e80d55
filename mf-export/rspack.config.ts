import { createFrontEndConfig } from '@reeltalk/rspack-base';

export default createFrontEndConfig({
  name: 'mf_export',
  port: 3005,
  exposes: {
    './Step': './src/ExportStep.tsx',
    './SharedView': './src/SharedView.tsx',
    './Listen': './src/ListenView.tsx',
  },
  dirname: import.meta.dirname,
});
