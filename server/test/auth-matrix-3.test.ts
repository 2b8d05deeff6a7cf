import { authMatrix } from './auth-matrix';

// Part 3 of 4 of the authentication matrix (see auth-matrix.ts).
authMatrix(2, 4);
