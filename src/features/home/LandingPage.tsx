import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PlanCards } from '../../ui/PlanCards';
import { afterNextPaint } from '../../state/after-paint';
import './landing.css';

const KINDS = [
  { name: 'Artist portfolio', text: 'Your work in a gallery, with services and kind words from clients.', hue: '#b5452b' },
  { name: 'Business card', text: 'Name, role and every way to reach you, on one tidy page.', hue: '#2f5d62' },
  { name: 'Store', text: 'Ten products with prices and buy links, ready to sell.', hue: '#7a5c2e' },
  { name: 'Blog', text: 'A clean article page for what you want to say.', hue: '#3d4f8a' },
  { name: 'Event promo', text: 'Date, place and an RSVP button for your guests.', hue: '#8a3d6b' },
  { name: 'Travel page', text: 'Where you went, what you saw, who you met.', hue: '#2f6b3a' },
];

export default function LandingPage() {
  return (
    <div className="landing">
      <Hero />
      <AfterFirstPaint>
        <MoreAboutBrick />
      </AfterFirstPaint>
    </div>
  );
}

/**
 * The first screen (the hero) paints before the sections below it are rendered: "/"'s first
 * render, style, layout and paint then hold about a third of its elements and words (issue 38).
 * The rest comes in the next frame; until then its place keeps the footer below the fold.
 */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterNextPaint().then(() => live && setPainted(true));
    return () => {
      live = false;
    };
  }, []);
  return painted ? children : <div className="landing-later" />;
}

function Hero() {
  return (
    <section className="hero">
      <div className="hero-copy">
        <p className="eyebrow">Website builder for your pocket</p>
        <h1>Build a site you are proud to share, even on a plane.</h1>
        <p className="lead">
          Brick turns a few words and photos into a beautiful small website. It installs on your phone, works
          without a connection, and sends your photos when you are back online.
        </p>
        <div className="actions">
          <Link className="button" to="/signup">
            Sign up free
          </Link>
          <Link className="button button--quiet" to="/login">
            Log in
          </Link>
        </div>
      </div>
      <div className="hero-art" aria-hidden="true">
        <div className="mock mock--phone">
          <span className="mock-bar" />
          <span className="mock-hero" />
          <span className="mock-line" />
          <span className="mock-line mock-line--short" />
          <span className="mock-tiles">
            <i />
            <i />
            <i />
            <i />
          </span>
        </div>
      </div>
    </section>
  );
}

function MoreAboutBrick() {
  return (
    <>
      <section aria-labelledby="kinds-title">
        <h2 id="kinds-title">What you can make</h2>
        <ul className="kinds">
          {KINDS.map((kind) => (
            <li key={kind.name} className="kind" style={{ ['--kind' as string]: kind.hue }}>
              <h3>{kind.name}</h3>
              <p>{kind.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="promises" aria-labelledby="promise-title">
        <h2 id="promise-title">Made for the way you really work</h2>
        <ul>
          <li>
            <strong>Offline first.</strong> Everything you type is saved on your device the moment you type it.
          </li>
          <li>
            <strong>Installable.</strong> Add Brick to your home screen and it opens like any other app.
          </li>
          <li>
            <strong>Shareable.</strong> Send a link, and your site opens on any phone.
          </li>
        </ul>
      </section>

      <section aria-labelledby="plans-title">
        <h2 id="plans-title">Plans</h2>
        <p className="muted">Start free. Upgrade when you need more sites, with a 30-day free trial.</p>
        <PlanCards />
        <div className="actions">
          <Link className="button" to="/signup">
            Choose a plan and sign up
          </Link>
        </div>
      </section>
    </>
  );
}
