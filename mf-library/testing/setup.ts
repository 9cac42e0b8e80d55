import { configure } from '@testing-library/react';

// The page waits for the network and a debounced search; on a busy machine that can pass testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });
