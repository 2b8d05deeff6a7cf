import type { ApiTag } from '../plugins/swagger';

/** The OpenAPI tags of the conversations' operations, staff's and the customer's. */
export const tags: ApiTag[] = [
  { name: 'chat', description: "Staff's side of customer conversations." },
  {
    name: 'chat-public',
    description:
      "The customer's side of a conversation, public: the website's chat widget and the conversation link. Everything after the start needs the access token it answers.",
  },
];
