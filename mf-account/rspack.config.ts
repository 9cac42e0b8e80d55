import { createFrontEndConfig } from '@reeltalk/rspack-base';

export default createFrontEndConfig({
  name: 'mf_account',
  exposes: { './Page': './src/AccountPage.tsx' },
  dirname: import.meta.dirname,
});
