import { corsHeaders } from './image-host';
import type { Answerer } from './service-host';

/**
 * A fake of the e-mail provider's send endpoint (EmailJS: POST {origin}/api/v1.0/email/send with
 * JSON lib_version, user_id, service_id, template_id, template_params). Records each e-mail.
 */
export interface SentEmail {
  service_id: string;
  template_id: string;
  user_id: string;
  template_params: Record<string, unknown>;
}

export interface EmailApiFake {
  sent: SentEmail[];
  /** Answer the next N sends with this status (e.g. 429, 451, 403). */
  failNext(count: number, status: number): void;
  /** How its host name is answered (tests/fakes/service-host.ts). */
  answerers: Record<string, Answerer>;
}

const EMAIL_API_HOST = 'api.emailjs.com';
export const EMAIL_API_NAMES = [EMAIL_API_HOST];

export function fakeEmailApi(): EmailApiFake {
  let failures = { count: 0, status: 500 };
  const fake: EmailApiFake = {
    sent: [],
    failNext(count, status) {
      failures = { count, status };
    },
    answerers: {
      [EMAIL_API_HOST]: ({ method, body }) => {
        if (method === 'OPTIONS') return { status: 204, headers: corsHeaders() };
        if (failures.count > 0) {
          failures.count -= 1;
          return { status: failures.status, headers: corsHeaders(), body: 'fake failure' };
        }
        fake.sent.push(JSON.parse(body.toString('utf8') || '{}') as SentEmail);
        return { status: 200, headers: { ...corsHeaders(), 'content-type': 'text/plain' }, body: 'OK' };
      },
    },
  };
  return fake;
}
