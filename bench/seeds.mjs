// What the bench puts in localStorage before Brick starts: the spec's legacy keys (spec.md section
// 3), in the shapes tests/e2e/dashboard-seed.ts uses. Brick imports them on its first start.
export const EMAIL = 'ada@example.com';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const user = (sites) => ({
  id: 'id-ada', email: EMAIL, password: 'pw', plan: 'premium', sites, blocked: false, name: 'Ada',
  paid: true, paymentDate: '2024-05-01T09:00:00.000Z', trial: false, trialEnds: null,
});

/** users, currentUser (Ada, logged in) and sites (the published ones) for `sites`. */
function loggedInWith(sites, extra = {}) {
  return {
    users: JSON.stringify([user(sites)]),
    currentUser: JSON.stringify({ email: EMAIL, plan: 'premium', sites }),
    sites: JSON.stringify(sites.filter((s) => s.published).map((s) => ({ ...s, owner: EMAIL }))),
    ...extra,
  };
}

// One site of each kind the published pages show (src/domain/content-schemas.ts for the fields).
export const SITES = {
  artist: {
    siteId: 'site-art', name: "Ada's Studio", type: 'artist', title: "Ada's Studio", description: 'Paintings and prints',
    logo: PNG, gallery: [PNG], theme: 'brick', published: true, lastPublished: '2024-05-01T10:00:00.000Z',
    // What /show/artist/{id} renders (as tests/fixtures/legacy/sites.json); without it: "Site not found."
    previewData: {
      name: "Ada's Studio", tagline: 'Colour and light', about: 'I paint landscapes and portraits in oil.', logo: PNG,
      templateId: 'casual-showcase', highlightImage: '', services: 'Portraits\nLandscapes', testimonials: ['Lovely work'],
      contact: { email: 'ada@example.com', phone: null, social: null }, galleryImage: '', navLinks: { Header: true, About: true },
      headerBg: '', footerImg: '', portfolioImages: [],
    },
  },
  blog: {
    siteId: 'site-blog', name: 'Ada Writes', type: 'blog', published: true, title: 'Notes from the studio', date: '2024-05-01',
    summary: 'What I learned this spring.', content1: 'First part.\n\nSecond paragraph.', content2: 'More words.', templateVariant: 'blog1',
  },
  event: {
    siteId: 'site-event', name: 'Spring Show', type: 'event', published: true, title: 'Spring Show', date: 'May 12',
    time: '7 pm', location: 'The Old Mill', description: 'New paintings, music and wine.', buttonText: 'RSVP Now',
  },
  business: {
    siteId: 'site-business', name: 'Ada Framing', type: 'business', variant: 'business1', published: true,
    tagline: 'Frames for every picture', services: ['Framing', 'Mounting', 'Restoration'],
    contact: { email: 'frames@example.com', phone: '555-0101', address: '2 Mill Lane', social: null },
  },
  store: { siteId: 'site-store', name: 'Ada Shop', type: 'business', variant: 'business2', published: true },
};

const STORE = {
  name: 'Ada Shop', heroImage: '', about: 'Prints and cards from the studio.', variant: 'business2',
  contact: { email: 'shop@example.com', phone: null, address: '1 High St', social: null },
  products: [
    { title: 'Print', price: '40', image: '', buyLink: 'https://shop.example/print' },
    { title: 'Card', price: 4, image: '', buyLink: '' },
  ],
};

/** Ada, logged in, with one site of each kind and the store's business_preview_{id}. */
export const everyKindSeed = () =>
  loggedInWith(Object.values(SITES), { [`business_preview_${SITES.store.siteId}`]: JSON.stringify(STORE) });

/** Ada, logged in, with `count` sites (every fourth with a logo), one published. */
export function manySitesSeed(count) {
  const kinds = ['artist', 'blog', 'event', 'business'];
  const sites = Array.from({ length: count }, (_, i) => ({
    siteId: `site-${i}`, name: `Site ${i}`, type: kinds[i % kinds.length], title: `Site ${i}`,
    description: 'A few words about it.', ...(i % 4 === 0 ? { logo: PNG } : {}), ...(i === 0 ? { published: true } : {}),
  }));
  return loggedInWith(sites);
}

/** Ada, logged in, with an artist site whose slot 1 page holds `count` blocks (as bench/slots.mjs). */
export function slotPageSeed(count) {
  const sections = ['Header Nav', 'Section 1', 'Section 2', 'Section 3', 'Footer'];
  const blocks = Array.from({ length: count }, (_, i) => ({
    id: `b${i}`, type: i % 3 === 0 ? 'title' : 'text', section: sections[Math.floor((i * sections.length) / count)],
    content: `Block ${i} says something about the studio.`, align: 'left',
  }));
  const site = { siteId: 'bench-site', name: 'Bench site', type: 'artist', pages: ['main'] };
  return {
    ...loggedInWith([site]),
    sites: JSON.stringify([{ ...site, owner: EMAIL }]),
    site_pages: JSON.stringify([{ id: 'bench-page', siteId: site.siteId, type: 'artist', slotId: 1, title: 'Slot 1', blocks }]),
  };
}
