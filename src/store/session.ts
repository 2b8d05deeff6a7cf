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
  /**
   * Who was signed in when the session expired, until someone signs in again: the screens
   * under the login modal keep their role's menu and routes, so what was typed stays.
   * Not persisted.
   */
  expiredUser: SessionUser | null;
}

export const initialSessionState: SessionState = {
  token: null,
  expiresAt: null,
  user: null,
  check: 'unchecked',
  expiredUser: null,
};

/** The signed-in staff member. Actions read as events: auth/loggedIn, auth/sessionExpired, … */
export const sessionSlice = createSlice({
  name: 'auth',
  initialState: initialSessionState,
  reducers: {
    loggedIn: (_state, action: PayloadAction<Session>) => ({
      ...action.payload,
      check: 'confirmed',
      expiredUser: null,
    }),
    sessionConfirmed: (state, action: PayloadAction<SessionUser>) => {
      state.user = action.payload;
      state.check = 'confirmed';
    },
    sessionExpired: (state) => ({
      ...initialSessionState,
      expiredUser: state.user ?? state.expiredUser,
    }),
    loggedOut: () => initialSessionState,
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUser: (state) => state.user,
    /** Whose role the screens follow: the signed-in user, or the one whose session expired. */
    selectRoleUser: (state) => state.user ?? state.expiredUser,
    selectIsSignedIn: (state) => state.token !== null,
    selectSessionChecked: (state) => state.check === 'confirmed',
  },
});

export const { loggedIn, sessionConfirmed, sessionExpired, loggedOut } = sessionSlice.actions;
export const { selectToken, selectUser, selectRoleUser, selectIsSignedIn, selectSessionChecked } =
  sessionSlice.selectors;
