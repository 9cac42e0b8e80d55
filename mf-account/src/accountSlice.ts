import { createSlice } from '@reduxjs/toolkit';
import { injectSlice } from '@reeltalk/web-kit';

/** Which section of the account page is shown (the page's real state arrives with its issue). */
export const accountSlice = injectSlice(
  createSlice({
    name: 'account',
    initialState: { section: 'profile' as 'profile' | 'security' },
    reducers: {},
    selectors: { selectSection: (state) => state.section },
  }),
);
