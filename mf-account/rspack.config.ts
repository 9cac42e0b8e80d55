import { createFrontEndConfig } from '@reeltalk/rspack-base';

export default createFrontEndConfig({
  name: 'mf_account',
  port: 3007,
  exposes: { './Page': './src/AccountPage.tsx' },
  dirname: import.meta.dirname,
});
