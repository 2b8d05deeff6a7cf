import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Session, User } from '../../contract/types.generated';

/** The signed-in staff member, as the API answers it (sign-in and GET /api/user/me). */
export type SessionUser = User;

export interface SessionState {
  token: string | null;
  expiresAt: string | null;
  user: SessionUser | null;
  /** A persisted session is 'unchecked' until GET /api/user/me accepts its token. Not persisted. */
  check: 'unchecked' | 'confirmed';
}

export const initialSessionState: SessionState = {
  token: null,
  expiresAt: null,
  user: null,
  check: 'unchecked',
};

/** The signed-in staff member. Actions read as events: auth/loggedIn, auth/sessionExpired, … */
export const sessionSlice = createSlice({
  name: 'auth',
  initialState: initialSessionState,
  reducers: {
    loggedIn: (_state, action: PayloadAction<Session>) => ({
      ...action.payload,
      check: 'confirmed',
    }),
    sessionConfirmed: (state, action: PayloadAction<SessionUser>) => {
      state.user = action.payload;
      state.check = 'confirmed';
    },
    sessionExpired: () => initialSessionState,
    loggedOut: () => initialSessionState,
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUser: (state) => state.user,
    selectIsSignedIn: (state) => state.token !== null,
    selectSessionChecked: (state) => state.check === 'confirmed',
  },
});

export const { loggedIn, sessionConfirmed, sessionExpired, loggedOut } = sessionSlice.actions;
export const { selectToken, selectUser, selectIsSignedIn, selectSessionChecked } =
  sessionSlice.selectors;
