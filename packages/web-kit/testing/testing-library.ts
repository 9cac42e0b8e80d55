import { configure } from '@testing-library/react';

// Pages wait for the network and debounced searches; on a busy machine that can pass testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });
