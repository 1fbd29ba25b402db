import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Template } from '../../domain/schemas';
import { hasVariant } from '../../sites/kind-names';
import { SiteView } from '../../sites/SiteView';
import { TEMPLATES } from '../../sites/templates';
import { SiteThumbnail } from './SiteThumbnail';
import { KindChooser } from './KindChooser';
import '../../ui/my-sites.css';
import './dashboard.css';
import { BackToDashboard } from '../../ui/BackLinks';

/** Sample content every template is shown with (site preview data, spec.md section 3). */
export const SAMPLE_PREVIEW_DATA = {
  name: 'Mara Quinn Studio',
  tagline: 'Ceramics, prints and small wonders',
  about: 'I make hand-thrown ceramics and risograph prints in a sunny corner studio. Commissions are open all year.',
  services: 'Custom pieces\nWorkshops\nPrints',
  testimonials: ['A joy to work with.', 'The mugs are perfect.'],
  contact: { email: 'hello@example.com', phone: '+1 555 0100', social: null },
  title: 'Ceramic artist',
  email: 'hello@example.com',
  phone: '+1 555 0100',
  location: 'Lisbon',
  navLinks: { Header: true, About: true, Services: true, Testimonials: true, Gallery: true, Contact: true },
};

/** The artist preview variant when registered, else the card preview: both read preview data. */
function sampleKind(): { kind: 'artist' | 'business-card'; variant: string } {
  return hasVariant('artist', 'preview') ? { kind: 'artist', variant: 'preview' } : { kind: 'business-card', variant: 'card' };
}

export default function TemplateSelectionPage() {
  const sample = sampleKind();
  return (
    <div className="template-selection">
      <div className="my-sites-head">
        <div>
          <h1>Choose a template</h1>
          <p className="muted">Choose what you are making and how it is laid out. You can change the words and pictures at any time.</p>
        </div>
        <BackToDashboard />
      </div>
      <KindChooser />
      <h2 className="template-grid-title">Start from a look</h2>
      <ul className="template-grid" aria-label="Templates">
        {TEMPLATES.map((template) => (
          <TemplateChoice key={template.id} template={template} sample={sample} />
        ))}
      </ul>
    </div>
  );
}

function TemplateChoice({ template, sample }: { template: Template; sample: ReturnType<typeof sampleKind> }) {
  const navigate = useNavigate();
  const headingId = useId();
  const descriptionId = useId();
  return (
    <li>
      <article className="template-choice" aria-labelledby={headingId}>
        <SiteThumbnail height={220}>
          <SiteView kind={sample.kind} variant={sample.variant} content={{ ...SAMPLE_PREVIEW_DATA, templateId: template.id }} templateId={template.id} />
        </SiteThumbnail>
        <div className="dash-card-body">
          <h2 id={headingId} className="dash-card-title">
            {template.name}
          </h2>
          <p id={descriptionId} className="muted">
            {template.description}
          </p>
          <div className="dash-card-actions">
            <button
              type="button"
              className="button"
              aria-describedby={headingId}
              onClick={() => navigate(`/onboarding/step1?template=${encodeURIComponent(template.id)}`)}
            >
              Choose
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}
