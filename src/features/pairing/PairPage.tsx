import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { GO_TO_START_PAGE, PAIRED_LOG_IN, PAIRING_FAILED, PAIRING_FORGED, PAIRING_THIS_BROWSER } from '../../domain/sync-messages';
import { notify } from '../../state/notices';
import { startStorage } from '../../state/storage-start';
import { pairWithLink } from '../../sync/controls';
import { StatePage } from '../../ui/StatePage';
import './pairing.css';

type Outcome = 'pairing' | 'forged' | 'failed';

/**
 * /pair#s=…&k=…&u=… (issue 36): this browser joins the space of the device that made the link,
 * then the person logs in with the same e-mail and password. The fragment is a key: it leaves the
 * address bar (and the history) as soon as it has been read.
 */
export default function PairPage() {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>('pairing');
  // Once per visit, even when React runs effects twice (StrictMode): a second pairing would
  // start sync a second time.
  const pairing = useRef<Promise<boolean> | null>(null);

  useEffect(() => {
    let live = true;
    if (!pairing.current) {
      const fragment = window.location.hash;
      forgetFragment();
      pairing.current = startStorage().then(() => pairWithLink(fragment));
    }
    pairing.current.then(
      (paired) => {
        if (!live) return;
        if (!paired) return setOutcome('forged');
        notify(PAIRED_LOG_IN);
        navigate('/login', { replace: true });
      },
      (problem: unknown) => {
        console.error('Brick: this browser could not be paired', problem);
        if (live) setOutcome('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [navigate]);

  return (
    <div className="pairing-page">
      {outcome === 'pairing' ? (
        <section className="state-page">
          <p role="status">{PAIRING_THIS_BROWSER}</p>
        </section>
      ) : (
        <StatePage title={outcome === 'forged' ? PAIRING_FORGED : PAIRING_FAILED} actions={[{ label: GO_TO_START_PAGE, to: '/' }]} />
      )}
    </div>
  );
}

/** The address without its fragment, keeping the router's own history state. */
function forgetFragment() {
  if (!window.location.hash) return;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}
