/**
 * navigator.locks as the pages of one origin share it, after the Web Locks spec: exclusive locks
 * granted in request order, `ifAvailable` (the callback gets null when the lock is held), and
 * `signal` (a request still waiting is withdrawn and rejects with the signal's reason). A lock is
 * released when its callback's promise settles, and not before: a callback that never settles (a
 * frozen page) holds it for ever.
 */
interface Waiting {
  grant: () => void;
  withdraw: () => void;
}

export class FakeWebLocks {
  private readonly held = new Set<string>();
  private readonly queues = new Map<string, Waiting[]>();

  readonly request = (name: string, ...rest: unknown[]): Promise<unknown> => {
    const callback = rest[rest.length - 1] as (lock: Lock | null) => Promise<unknown>;
    const options = (rest.length > 1 ? rest[0] : {}) as LockOptions;
    if (options.ifAvailable && this.isBusy(name)) return Promise.resolve().then(() => callback(null));
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(name) ?? [];
      this.queues.set(name, queue);
      const waiting: Waiting = {
        grant: () => {
          this.held.add(name);
          Promise.resolve()
            .then(() => callback({ name, mode: 'exclusive' }))
            .then(resolve, reject)
            .finally(() => this.release(name));
        },
        withdraw: () => {
          queue.splice(queue.indexOf(waiting), 1);
          reject(options.signal?.reason ?? new DOMException('The request was aborted', 'AbortError'));
        },
      };
      if (options.signal?.aborted) return waiting.withdraw();
      options.signal?.addEventListener('abort', () => queue.includes(waiting) && waiting.withdraw(), { once: true });
      queue.push(waiting);
      this.grantNext(name);
    });
  };

  readonly query = async () => ({
    held: [...this.held].map((name) => ({ name, mode: 'exclusive' as const })),
    pending: [...this.queues].flatMap(([name, queue]) => queue.map(() => ({ name, mode: 'exclusive' as const }))),
  });

  isHeld = (name: string): boolean => this.held.has(name);

  private isBusy(name: string): boolean {
    return this.held.has(name) || (this.queues.get(name)?.length ?? 0) > 0;
  }

  private release(name: string): void {
    this.held.delete(name);
    this.grantNext(name);
  }

  private grantNext(name: string): void {
    if (this.held.has(name)) return;
    this.queues.get(name)?.shift()?.grant();
  }

  /** As navigator.locks for code that reads it there. */
  install(): void {
    Object.defineProperty(navigator, 'locks', { value: this, configurable: true });
  }

  static uninstall(): void {
    Reflect.deleteProperty(navigator, 'locks');
  }

  asLockManager(): LockManager {
    return this;
  }
}
