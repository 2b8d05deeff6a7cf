import { authMatrix } from './auth-matrix';

// Part 2 of 4 of the authentication matrix (see auth-matrix.ts).
authMatrix(1, 4);
