import { addLabels } from './index';
import { chatsNlBE } from './sections/chats.nl-BE';

// The chats screens import `t` from here, so their labels load with them.
addLabels(chatsNlBE);

export { t, format } from './index';
