import type { BrowserContext } from '@playwright/test';
import { corsHeaders } from './image-host';

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
}

export const EMAIL_API_PATTERN = 'https://api.emailjs.com/**';

export async function fakeEmailApi(context: BrowserContext): Promise<EmailApiFake> {
  let failures = { count: 0, status: 500 };
  const fake: EmailApiFake = {
    sent: [],
    failNext(count, status) {
      failures = { count, status };
    },
  };
  await context.route(EMAIL_API_PATTERN, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: corsHeaders() });
    if (failures.count > 0) {
      failures.count -= 1;
      return route.fulfill({ status: failures.status, headers: corsHeaders(), body: 'fake failure' });
    }
    fake.sent.push(JSON.parse(request.postData() ?? '{}') as SentEmail);
    return route.fulfill({ status: 200, headers: { ...corsHeaders(), 'content-type': 'text/plain' }, body: 'OK' });
  });
  return fake;
}
