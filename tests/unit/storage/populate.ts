/** Fills Dexie through the repositories so that every mirrored localStorage key has data. */
import { createUser } from '../../../src/storage/users';
import { listSite, saveUserSite } from '../../../src/storage/sites';
import { savePage } from '../../../src/storage/pages';
import { savePreview } from '../../../src/storage/previews';
import { saveDraft } from '../../../src/storage/drafts';
import { markConfettiShown } from '../../../src/storage/flags';
import { setAdminSession, setCurrentUser } from '../../../src/storage/sessions';
import { upsertBlogPost, upsertBusinessCard, upsertEventPromo } from '../../../src/storage/single-page-records';

export const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Every key spec.md section 3 names, as this data produces it. */
export const EVERY_KEY = [
  'users', 'currentUser', 'adminSession', 'sites', 'site_pages', 'site_previews',
  'site_preview_s1', 'preview_s1', 'business_preview_s2',
  'business_form', 'artistForm', 'user_profile', 'artist_about', 'artist_email',
  'business_cards', 'blog_posts', 'event_promos',
  'onboarding_step1', 'onboarding_step2', 'onboarding_step3', 'onboarding_step4',
  'onboarding_step5', 'onboarding_step6', 'onboarding_step7',
  'confetti_shown_ada@x.io',
];

export async function populateEveryKey(): Promise<void> {
  await createUser({ email: 'ada@x.io', password: 'pw', plan: 'standard', name: 'Ada' });
  await createUser({ email: 'bob@x.io', password: 'pw', plan: 'free' });
  await saveUserSite('ada@x.io', { siteId: 's1', name: 'Studio', type: 'artist', logo: PIXEL, gallery: [PIXEL], theme: 'brick' });
  await listSite({ id: 's2', name: 'Shop', type: 'business', previewData: { name: 'Shop' } }, 'bob@x.io');
  await listSite({ id: 's1' });
  await setCurrentUser('ada@x.io');
  await setAdminSession('admin@brick.example');
  await savePage({ id: 'p1', siteId: 's1', type: 'artist', slotId: 1, blocks: [{ type: 'image', section: 'Section 1', imageUrl: PIXEL }] });
  await savePreview('preview', 's1', { name: 'Studio', logo: PIXEL, testimonials: ['Great'], navLinks: { About: true } });
  await savePreview('site_preview', 's1', { name: 'Studio card', title: 'Painter', social: { linkedin: 'https://l.in/ada' } });
  await savePreview('business_preview', 's2', { name: 'Shop', products: [{ title: 'Mug', price: '9', image: PIXEL, buyLink: 'https://x.io' }] });
  await savePreview('site_previews', 'L1', { name: 'Cabin', contact: { email: 'c@x.io' } });
  await saveDraft('business_form', { name: 'Bright', services: ['Repairs'] });
  await saveDraft('artistForm', { about: 'Paints', email: 'ada@x.io', gallery: [{ id: '1', label: 'Painting 1' }] });
  await saveDraft('user_profile', { name: 'Ada', email: 'ada@x.io', avatar: PIXEL });
  await saveDraft('artist_about', 'About Ada');
  await saveDraft('artist_email', 'ada@x.io');
  await upsertBusinessCard({ id: '1700000000007', fullName: 'Alex' });
  await upsertBlogPost({ id: '1700000000008' });
  await upsertEventPromo({ id: '1700000000009', eventName: 'Launch' });
  await saveDraft('onboarding_step1', { name: 'Band', tagline: 'Loud', about: 'We play', templateId: 'artist' });
  await saveDraft('onboarding_step2', { highlightImage: PIXEL });
  await saveDraft('onboarding_step3', { services: 'Gigs' });
  await saveDraft('onboarding_step4', { testimonials: ['Great gig'] });
  await saveDraft('onboarding_step5', { contact: { email: 'band@x.io', phone: null, social: null } });
  await saveDraft('onboarding_step6', { galleryImage: PIXEL });
  await saveDraft('onboarding_step7', {});
  await markConfettiShown('ada@x.io');
}

export function snapshotLocalStorage(): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)!;
    out[key] = localStorage.getItem(key)!;
  }
  return out;
}
