import type { ReactNode } from 'react';

/**
 * The manage page's live preview (issue 28): the site laid out at a phone's width, as readable
 * as on a phone, in a frame that scrolls. The site inside is a picture: not focusable, no clicks.
 */
export function PhonePreview({ children }: { children: ReactNode }) {
  return (
    <section className="manage-preview" aria-labelledby="manage-preview-heading">
      <h2 id="manage-preview-heading">Live preview</h2>
      <div className="manage-phone" tabIndex={0} role="region" aria-label="Live preview at a phone's width">
        <div className="manage-phone-screen" aria-hidden="true" inert>
          {children}
        </div>
      </div>
    </section>
  );
}
