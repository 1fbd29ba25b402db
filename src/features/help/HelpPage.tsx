import { Link } from 'react-router-dom';

/** Help and Tutorials (spec.md section 2): four sections. */
export default function HelpPage() {
  return (
    <article className="help">
      <h1>Help and Tutorials</h1>
      <p className="lead muted">Everything you need to build, publish and share your site with Brick.</p>

      <section aria-labelledby="help-start" className="card help-section">
        <h2 id="help-start">Get started</h2>
        <ol>
          <li>
            <Link to="/signup">Sign up</Link> with your email and choose a plan (you can start free).
          </li>
          <li>
            Open <Link to="/templates">Templates</Link> and pick the kind of site you want to make.
          </li>
          <li>Fill in the steps: your name, a few words about you, your photos.</li>
        </ol>
      </section>

      <section aria-labelledby="help-saving" className="card help-section">
        <h2 id="help-saving">Saving and publishing</h2>
        <p>
          Brick saves every change on your device the moment you make it, even without a connection. Photos you add
          offline wait and upload by themselves when you are back online.
        </p>
        <p>
          When your site is ready, choose <strong>Publish Site</strong>. It then appears on your{' '}
          <Link to="/dashboard">dashboard</Link>, where you can manage, preview or delete it. Deleted sites go to the
          recycle bin, where you can restore them.
        </p>
      </section>

      <section aria-labelledby="help-sharing" className="card help-section">
        <h2 id="help-sharing">Sharing</h2>
        <p>
          Every site has a preview address. A blog, for example, is previewed at <code>/preview/blog/:id</code>, where{' '}
          <code>:id</code> is your site’s id. Use <strong>Share</strong> on a published site to send a link that opens
          on any phone or computer.
        </p>
      </section>

      <section aria-labelledby="help-support" className="card help-section">
        <h2 id="help-support">Contact support</h2>
        <p>
          Stuck? Write to <a href="mailto:support@brick.app">support@brick.app</a> and tell us what you were trying to
          do. We answer within two working days.
        </p>
      </section>
    </article>
  );
}
