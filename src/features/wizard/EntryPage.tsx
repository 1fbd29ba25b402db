import { Link } from 'react-router-dom';
import { SiteFrame } from '../../sites/SiteFrame';
import { wizardTemplate } from './WizardShell';
import './wizard.css';

export type EntryKind = 'blog' | 'travel' | 'event' | 'business';

const ENTRIES: Record<EntryKind, { title: string; lead: string; points: string[] }> = {
  blog: {
    title: 'Start your blog',
    lead: 'Give your writing a home. We will ask for a title, a tagline and a few words about your blog, then images and contact details.',
    points: ['Title, tagline and about', 'A featured image and a gallery image', 'Ready to share in a few minutes'],
  },
  travel: {
    title: 'Start your travel page',
    lead: 'Share where you have been and where you are going, with a highlight photo, a gallery and a way to reach you.',
    points: ['Your name and story', 'A highlight photo and a gallery image', 'Works offline, on the road'],
  },
  event: {
    title: 'Start your event page',
    lead: 'Tell people what is happening and when. We will ask for a title and a date first; ticket price and booking contact are optional.',
    points: ['Title and date', 'Ticket price and booking contact, if you like', 'Highlight, services and testimonials'],
  },
  business: {
    title: 'Start your business card site',
    lead: 'A one-page card for your business: your name, a short description, an optional slogan and logo, and how to reach you.',
    points: ['Name and description', 'Slogan and logo, if you like', 'Email, phone and social links'],
  },
};

/** /onboard/blog, /onboard/travel, /onboard/event, /onboard/business: a welcome and Start. */
export default function EntryPage({ kind }: { kind: EntryKind }) {
  const entry = ENTRIES[kind];
  return (
    <div className="wizard wizard-entry">
      <SiteFrame template={wizardTemplate(kind)}>
        <header className="wizard-band">
          <p className="wizard-count">8 short steps · about 5 minutes</p>
          <h1>{entry.title}</h1>
          <p className="wizard-intro">{entry.lead}</p>
        </header>
      </SiteFrame>
      <div className="wizard-body card">
        <ul className="wizard-points">
          {entry.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="muted">Your answers are saved on this device as you go, even offline.</p>
        <div className="actions">
          <Link className="button" to={`/onboarding/step1?template=${kind}`}>
            Start
          </Link>
          <Link className="button button--quiet" to="/template-selection">
            Choose another template
          </Link>
        </div>
      </div>
    </div>
  );
}
