import { userPassword, runCli } from './user-commands';

runCli(userPassword);
