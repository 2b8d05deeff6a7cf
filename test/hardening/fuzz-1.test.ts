import { fuzzSuite } from './fuzz/suite';

// Part 1 of the fuzzing of every operation (see test/hardening/fuzz/suite.ts).
fuzzSuite(1, 2);
