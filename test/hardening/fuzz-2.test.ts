import { fuzzSuite } from './fuzz/suite';

// Part 2 of the fuzzing of every operation (see test/hardening/fuzz/suite.ts).
fuzzSuite(2, 2);
