import { authMatrix } from './auth-matrix';

// Part 1 of 4 of the authentication matrix (see auth-matrix.ts).
authMatrix(0, 4);
