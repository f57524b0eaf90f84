import { newIdempotencyKey } from '../../api/idempotency-key.ts';

/**
 * One idempotency key per user action (docs: the wallet interface's Idempotency-Key): made
 * when the player first submits a request, sent again when the same request is retried after its answer was
 * lost, and dropped once the platform has answered (accepted or refused) or the player changes what is sent.
 */
export class ActionKey {
  private current: { request: string; key: string } | undefined;
  private readonly makeKey: () => string;

  constructor(makeKey: () => string = newIdempotencyKey) {
    this.makeKey = makeKey;
  }

  /** The key of this request: the same one while the request is unchanged and unanswered. */
  keyFor(request: string): string {
    if (this.current?.request !== request) this.current = { request, key: this.makeKey() };
    return this.current.key;
  }

  /** The platform answered: the next submit is a new action. */
  answered(): void {
    this.current = undefined;
  }
}
