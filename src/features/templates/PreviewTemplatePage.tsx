import { Link, useParams } from 'react-router-dom';
import { noTemplateFound } from '../../domain/messages';
import { findSampleLayout } from '../../sites/preview-data/samples';
import { SiteView } from '../../sites/SiteView';
import './templates.css';

/** /preview-template/{id}: template1..3 show their sample layout; anything else is not found. */
export default function PreviewTemplatePage() {
  const { id = '' } = useParams();
  const sample = findSampleLayout(id);
  if (!sample) {
    return (
      <div className="state-page">
        <h1>{noTemplateFound(id)}</h1>
        <p className="muted">Try one of the sample layouts below, or pick a template to start from.</p>
        <div className="actions">
          <Link className="button" to="/preview-template/template1">
            Sample layout 1
          </Link>
          <Link className="button button--quiet" to="/templates">
            Templates
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="sample-page">
      <div className="sample-bar">
        <div>
          <h1>{sample.name}</h1>
          <p className="muted">{sample.description}</p>
        </div>
        <Link className="button" to="/templates">
          Use a template
        </Link>
      </div>
      <div className="sample-stage">
        <SiteView kind={sample.kind} variant={sample.variant} content={sample.content} templateId={sample.templateId} />
      </div>
    </div>
  );
}
