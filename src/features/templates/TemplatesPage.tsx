import { useNavigate } from 'react-router-dom';
import { TEMPLATE_SOON } from '../../domain/messages';
import { notify } from '../../state/notices';
import { MANIFEST_STARTS } from '../../sites/variant-routes';
import './templates.css';

interface TemplateChoice {
  id: string;
  name: string;
  description: string;
  /** Where Select goes; none means "available soon". */
  to?: string;
  swatch: string;
}

/**
 * spec.md section 2: four cards go to their builders; any other choice is "available soon". The
 * kinds Brick added come after the four, each as its manifest says it starts (src/sites/manifest.ts).
 */
const SPEC_CHOICES: TemplateChoice[] = [
  { id: 'artist', name: 'Artist portfolio', description: 'Show your work, your story and how to commission you.', to: '/edit-artist-template', swatch: 'artist' },
  { id: 'blog', name: 'Blog', description: 'Write posts with a header image and a date.', to: '/blog/layout1', swatch: 'blog' },
  { id: 'business', name: 'Business', description: 'Services, portfolio and contact, or a small store.', to: '/business/layout1', swatch: 'business' },
  { id: 'event', name: 'Event', description: 'Date, time, place and an RSVP button.', to: '/event/layout1', swatch: 'event' },
  { id: 'travel', name: 'Travel page', description: 'A place to stay or a trip to share.', swatch: 'travel' },
  { id: 'business-card', name: 'Business card', description: 'Your name, role and how to reach you.', swatch: 'card' },
];

export const TEMPLATE_CHOICES: TemplateChoice[] = [
  ...SPEC_CHOICES.slice(0, 4),
  ...MANIFEST_STARTS.map(({ kind, name, description, to }) => ({ id: kind, name, description, to, swatch: 'added' })),
  ...SPEC_CHOICES.slice(4),
];

export default function TemplatesPage() {
  const navigate = useNavigate();
  return (
    <div className="templates-page">
      <header className="templates-intro">
        <h1>Pick a template</h1>
        <p className="muted">Choose what you are making. You can change the words and pictures at any time.</p>
      </header>
      <ul className="templates-grid">
        {TEMPLATE_CHOICES.map((choice) => (
          <li key={choice.id} className="card templates-card">
            <div className={`templates-swatch templates-swatch--${choice.swatch}`} aria-hidden="true" />
            <h2 id={`template-${choice.id}`}>{choice.name}</h2>
            <p className="muted">{choice.description}</p>
            {!choice.to && <p className="templates-soon">Coming soon</p>}
            <button
              type="button"
              className={choice.to ? 'button' : 'button button--quiet'}
              // Its name is the spec's "Select"; which card it chooses is its description.
              aria-describedby={`template-${choice.id}`}
              onClick={() => (choice.to ? navigate(choice.to) : notify(TEMPLATE_SOON))}
            >
              Select
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
