import type { ChatEvent } from '../../contract/live-events';
import type { Db } from '../db/client';
import { assignedChatIds } from '../repositories/chat-live';

/** The kinds of event after which a conversation may have been assigned to someone else. */
const MAY_REASSIGN: ReadonlySet<ChatEvent['kind']> = new Set(['created', 'status', 'removed']);

/**
 * Which events reach the stream of a staff member who sees only the conversations assigned to
 * them (docs/product.md § Roles: a Technieker): those of their conversations. The set is read
 * when the stream opens and again after each event that may change it (a new conversation given
 * to someone by the opening hours, an assignment, a removal), before that event is judged, so
 * the event that gives them a conversation reaches them and the one that takes it away too.
 */
export class AssignedChats {
  private ids = new Set<number>();
  private reading: Promise<void> | undefined;
  private next: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly userId: number,
  ) {}

  /** Reads the assigned conversations; answers once they are known. */
  async load() {
    this.ids = new Set(await assignedChatIds(this.db, this.userId));
  }

  readonly accepts = (event: ChatEvent): boolean | Promise<boolean> => {
    if (!MAY_REASSIGN.has(event.kind)) return this.ids.has(event.chatId);
    const hadIt = this.ids.has(event.chatId);
    return this.reload().then(() => hadIt || this.ids.has(event.chatId));
  };

  /**
   * One read at a time. A read under way may have begun before the event's change was
   * committed: the events that arrive meanwhile share one more read after it.
   */
  private reload(): Promise<void> {
    if (!this.reading) {
      this.reading = this.load().finally(() => {
        this.reading = undefined;
      });
      return this.reading;
    }
    this.next ??= this.reading
      .catch(() => undefined)
      .then(() => {
        this.next = undefined;
        return this.reload();
      });
    return this.next;
  }
}
