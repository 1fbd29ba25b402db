import { liveQuery } from 'dexie';
import type { PublishFacts } from '../../sites/manifest';
import type { SiteType } from '../../domain/vocabulary';
import { getSite } from '../../storage/sites';
import { readBusinessPreview } from '../../storage/previews';
import { publishedFrom } from './published';

/** The publish page's live read, in its own chunk: it brings storage's code (see useLiveRead). */
export const livePublished = (kind: SiteType, variant: string, publish: PublishFacts, id: string) =>
  liveQuery(async () => {
    const store = publish.from === 'business-preview' ? await readBusinessPreview(id) : undefined;
    return publishedFrom(kind, variant, publish, await getSite(id), store);
  });
