import { userCreate, runCli } from './user-commands';

runCli(userCreate);
