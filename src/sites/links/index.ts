import type { SiteKind } from '../types';
import { KIND_LABELS } from '../kind-names';
import { LinksEditor } from './LinksEditor';
import { LinksView } from './LinksView';
import { LINKS_BIO_MAX, LinksSiteSchema, type LinksSite } from './schema';

/** links: a link-in-bio page (issue 24 part 7). One variant, edited at /links/edit, published at /publish/links/{id}. */
export const linksKind: SiteKind = {
  kind: 'links',
  label: KIND_LABELS.links,
  variants: {
    links: {
      kind: 'links',
      variant: 'links',
      label: 'Link in bio',
      schema: LinksSiteSchema,
      defaults: (): LinksSite => LinksSiteSchema.parse({}),
      defaultTemplateId: 'casual-showcase',
      View: LinksView,
      Editor: LinksEditor,
      sections: [
        {
          title: 'You',
          fields: [
            { path: 'name', label: 'Name', kind: 'text', required: true, maxLength: 60 },
            { path: 'avatar', label: 'Avatar (your photo or logo)', kind: 'image' },
            { path: 'bio', label: 'Bio', kind: 'textarea', maxLength: LINKS_BIO_MAX, hint: `A line or two about you, up to ${LINKS_BIO_MAX} characters` },
          ],
        },
        {
          title: 'Social handles',
          fields: [
            { path: 'socials.instagram', label: 'Instagram', kind: 'text', hint: 'Your handle, e.g. @mara.quinn' },
            { path: 'socials.tiktok', label: 'TikTok', kind: 'text' },
            { path: 'socials.youtube', label: 'YouTube', kind: 'text' },
            { path: 'socials.x', label: 'X', kind: 'text' },
          ],
        },
      ],
    },
  },
};
