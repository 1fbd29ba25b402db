import { Link } from 'react-router-dom';
import { PAGE_NOT_FOUND } from '../../domain/messages';

export default function NotFoundPage() {
  return (
    <section className="state-page">
      <h1>{PAGE_NOT_FOUND}</h1>
      <p>The address may be mistyped, or the page has moved.</p>
      <div className="actions">
        <Link className="button" to="/">
          Go to the start page
        </Link>
        <Link className="button button--quiet" to="/help">
          Help
        </Link>
      </div>
    </section>
  );
}
