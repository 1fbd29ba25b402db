import type { Template } from '../domain/schemas';

/**
 * The five visual templates (spec.md section 1). Each is a Template of spec.md section 3: what
 * sections it lays out, its colours and its fonts (bundled from @fontsource in site-fonts.css).
 */
export const TEMPLATES: Template[] = [
  {
    id: 'casual-showcase',
    name: 'Casual Showcase',
    description: 'Warm and friendly, with a big gallery. For makers and artists.',
    layout: ['header', 'about', 'gallery', 'services', 'testimonials', 'contact', 'footer'],
    colors: { background: '#fff8f0', text: '#2b2118', accent: '#a84a14' },
    fonts: { heading: 'Fraunces', body: 'DM Sans' },
    hasHeader: true,
    hasFooter: true,
  },
  {
    id: 'hero-spotlight',
    name: 'Hero Spotlight',
    description: 'One striking image up front, then the essentials.',
    layout: ['hero', 'about', 'highlight', 'services', 'contact', 'footer'],
    colors: { background: '#0f1724', text: '#f3f5f9', accent: '#f5b83d' },
    fonts: { heading: 'Archivo Black', body: 'DM Sans' },
    hasHeader: true,
    hasFooter: true,
  },
  {
    id: 'elegant-minimalist',
    name: 'Elegant Minimalist',
    description: 'Quiet type and white space. Lets the work speak.',
    layout: ['header', 'about', 'gallery', 'contact', 'footer'],
    colors: { background: '#fbfaf7', text: '#1d1d1b', accent: '#7b6a4f' },
    fonts: { heading: 'Cormorant Garamond', body: 'DM Sans' },
    hasHeader: true,
    hasFooter: true,
  },
  {
    id: 'agency-flex',
    name: 'Agency Flex',
    description: 'Crisp and modern, for studios, shops and services.',
    layout: ['header', 'hero', 'services', 'gallery', 'testimonials', 'contact', 'footer'],
    colors: { background: '#f4f6fb', text: '#121826', accent: '#3b5bdb' },
    fonts: { heading: 'Space Grotesk', body: 'DM Sans' },
    hasHeader: true,
    hasFooter: true,
  },
  {
    id: 'bold-grid',
    name: 'Bold Grid',
    description: 'Loud colour and a tiled grid. Made for events and launches.',
    layout: ['hero', 'grid', 'about', 'contact', 'footer'],
    colors: { background: '#fff36b', text: '#141414', accent: '#e0245e' },
    fonts: { heading: 'Archivo Black', body: 'Space Grotesk' },
    hasHeader: false,
    hasFooter: true,
  },
];

export const DEFAULT_TEMPLATE_ID = 'casual-showcase';

export function findTemplate(id: string | undefined | null): Template | undefined {
  return TEMPLATES.find((t) => t.id === id);
}

export function templateOrDefault(id: string | undefined | null): Template {
  return findTemplate(id) ?? findTemplate(DEFAULT_TEMPLATE_ID)!;
}
