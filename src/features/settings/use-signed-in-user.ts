import { useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectUser, type SessionUser } from '../../store/session';

/**
 * The signed-in staff member. While an expired session waits under the login modal the store
 * holds no user; the screen keeps showing the last one (another user's sign-in remounts the
 * screens), so an open password form keeps what was typed.
 */
export function useSignedInUser(): SessionUser | null {
  const user = useAppSelector(selectUser);
  const [last, setLast] = useState(user);
  if (user && user !== last) setLast(user);
  return user ?? last;
}
