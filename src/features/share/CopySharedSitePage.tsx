import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { decodeShare } from '../../domain/share-decode';
import { SHARE_DAMAGED, SHARE_UNREACHABLE } from '../../domain/site-messages';
import { COPY_MADE } from '../../domain/ownership-messages';
import { withReturnPath } from '../../domain/return-path';
import { THEMES } from '../../domain/vocabulary';
import type { SiteType } from '../../domain/schemas';
import { loadVariant } from '../../sites/kind-loaders';
import { notify } from '../../state/notices';
import { useSession } from '../../state/session';
import { copySharedSite, rememberPendingCopy, takePendingCopy } from '../../storage/shared-copy';
import { SiteLimitError } from '../../storage/errors';
import { SlowLoading } from '../../ui/SlowLoading';
import { StatePage, TO_DASHBOARD } from '../../ui/StatePage';

/**
 * /copy#<share data> (issue 25, "Make a copy to edit" on a share link): the site becomes a new
 * draft of the logged-in person and opens in its editor. A visitor logs in or signs up first and
 * comes straight back here; the link's data waits in this tab meanwhile.
 */
export default function CopySharedSitePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const ready = useSession((s) => s.ready);
  const email = useSession((s) => s.currentUser?.email);
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  // The data travels in the fragment, which a log-in's return address drops: keep it first.
  const fragment = location.hash;
  useEffect(() => {
    if (fragment) {
      rememberPendingCopy(fragment);
      navigate('/copy', { replace: true });
    }
  }, [fragment, navigate]);

  useEffect(() => {
    if (fragment || !ready || !email || started.current) return;
    started.current = true;
    void (async () => {
      const pending = takePendingCopy();
      const payload = pending ? await decodeShare(pending) : null;
      if (!payload) return setProblem(SHARE_DAMAGED);
      try {
        const entry = await loadVariant(payload.k, payload.v);
        const parsed = entry?.schema.safeParse(payload.c);
        if (!entry || !parsed?.success) return setProblem(SHARE_DAMAGED);
        const { editPath } = await copySharedSite(email, {
          kind: payload.k as SiteType,
          variant: payload.v,
          content: parsed.data as Record<string, unknown>,
          templateId: payload.t,
          theme: THEMES.find((theme) => theme === payload.th),
          name: payload.n,
        });
        notify(COPY_MADE);
        navigate(editPath, { replace: true });
      } catch (error) {
        console.error('Brick: could not copy the shared site', error);
        setProblem(error instanceof SiteLimitError ? error.message : SHARE_UNREACHABLE);
      }
    })();
  }, [fragment, ready, email, navigate]);

  if (fragment || !ready) return <SlowLoading />;
  if (!email) return <Navigate to={withReturnPath('/login', '/copy')} replace />;
  if (!problem) return <SlowLoading />;
  return <StatePage alert={problem} actions={[TO_DASHBOARD]} />;
}
