import { BlogPostSchema, newBlogPost } from '../../domain/content-schemas';
import type { KindDefinition } from '../types';
import { previewDataVariant } from '../preview-data/variant';
import { makePreviewDataView } from '../preview-data/PreviewDataView';
import { BlogPostView } from './BlogPostView';

/** blog: post (single-page builder), preview (wizard data). */
export const blogKind: KindDefinition = {
  variants: {
    post: {
      label: 'Blog post',
      schema: BlogPostSchema,
      defaults: () => newBlogPost(String(Date.now())),
      defaultTemplateId: 'elegant-minimalist',
      View: BlogPostView,
      sections: [
        {
          title: 'Your post',
          fields: [
            { path: 'title', label: 'Title', kind: 'text', required: true },
            { path: 'postDate', label: 'Date', kind: 'date' },
            { path: 'headerImage', label: 'Header image', kind: 'image' },
            { path: 'content', label: 'Content', kind: 'textarea' },
          ],
        },
      ],
    },
    preview: previewDataVariant('blog', {
      label: 'Blog',
      View: makePreviewDataView({
        eyebrow: 'Blog',
        aboutTitle: 'About This Blog',
        featuredTitle: 'Featured posts',
        servicesTitle: 'Topics',
        testimonialsTitle: 'Readers say',
        galleryTitle: 'Gallery',
        contactTitle: 'Contact',
      }),
    }),
  },
};
