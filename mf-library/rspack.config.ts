import { createFrontEndConfig } from '@reeltalk/rspack-base';

export default createFrontEndConfig({
  name: 'mf_library',
  exposes: { './Page': './src/LibraryPage.tsx' },
  dirname: import.meta.dirname,
});
