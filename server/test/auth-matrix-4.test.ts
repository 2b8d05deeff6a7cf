import { authMatrix } from './auth-matrix';

// Part 4 of 4 of the authentication matrix (see auth-matrix.ts).
authMatrix(3, 4);
