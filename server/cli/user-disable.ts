import { userDisable, runCli } from './user-commands';

runCli(userDisable);
