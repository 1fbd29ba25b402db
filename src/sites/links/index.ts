import type { KindDefinition } from '../types';
import { LinksEditor } from './LinksEditor';
import { LinksView } from './LinksView';
import { safeUrl } from '../../domain/safe-url';
import { LINK_LABEL_MAX, LINKS_BIO_MAX, LINKS_MAX, LinksSiteSchema, type LinksSite } from './schema';

/** What the editor says under a link whose address the page cannot open (the View leaves that link out). */
const LINK_LEFT_OUT = "This address can't be opened as a link, so the page leaves it out. Use one that starts with https://, mailto: or tel:.";

/** links: a link-in-bio page (issue 24 part 7). One variant, edited at /links/edit, published at /publish/links/{id}. */
export const linksKind: KindDefinition = {
  variants: {
    links: {
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
          title: 'Links',
          fields: [
            {
              path: 'links', label: 'Links', kind: 'list', itemName: 'link', max: LINKS_MAX, movable: true, defaultItem: { label: '', url: '' },
              addLabel: 'Add link', countText: '{count} of {max} links', emptyText: 'No links yet. Add your shop, your latest video, your newsletter…',
              fullText: `That's the most a page shows (${LINKS_MAX}). Remove one to add another.`,
              itemFields: [
                { path: 'label', label: 'Link {n} label', kind: 'text', maxLength: LINK_LABEL_MAX, placeholder: 'What the button says' },
                { path: 'url', label: 'Link {n} address', kind: 'url', placeholder: 'https://', check: (typed) => (safeUrl(typed) ? null : LINK_LEFT_OUT) },
              ],
            },
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
