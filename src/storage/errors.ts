/** Errors a repository raises on purpose; screens show `message` (spec.md wording). */
import { EMAIL_ALREADY_REGISTERED } from '../domain/messages';

export class EmailAlreadyRegisteredError extends Error {
  constructor() {
    super(EMAIL_ALREADY_REGISTERED);
    this.name = 'EmailAlreadyRegisteredError';
  }
}

export class NotFoundError extends Error {
  constructor(what: string) {
    super(`${what} was not found.`);
    this.name = 'NotFoundError';
  }
}

/** Creating one more site would go beyond the owner's plan (src/domain/accounts.ts decides). */
export class SiteLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteLimitError';
  }
}
