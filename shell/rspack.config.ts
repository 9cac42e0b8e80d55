import { createFrontEndConfig } from '@reeltalk/rspack-base';

export default createFrontEndConfig({ name: 'shell', port: 3000, isHost: true, dirname: import.meta.dirname });
