import { useId } from 'react';
import { Link } from 'react-router-dom';
import { SITE_STARTS } from './site-starts';

/** "What are you making?": every kind, each with its layouts, builders and wizards (issue 28). */
export function KindChooser() {
  const headingId = useId();
  return (
    <section className="kind-chooser" aria-labelledby={headingId}>
      <h2 id={headingId}>What are you making?</h2>
      <p className="muted">Pick a kind of site and a layout. Or start from a look below and answer a few questions.</p>
      <div className="kind-chooser-groups">
        {SITE_STARTS.map((group) => (
          <section key={group.kind} className="kind-chooser-group" aria-labelledby={`${headingId}-${group.kind}`}>
            <h3 id={`${headingId}-${group.kind}`}>{group.title}</h3>
            <ul>
              {group.starts.map((start) => (
                <li key={start.to}>
                  <Link className="kind-chooser-start" to={start.to}>
                    <strong>{start.label}</strong>
                    <span className="muted">{start.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
