import { createFrontEndConfig } from '@reeltalk/rspack-base';

export default createFrontEndConfig({ name: 'shell', isHost: true, dirname: import.meta.dirname });
