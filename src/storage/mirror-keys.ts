/**
 * Which Dexie tables feed which localStorage key, and how each key's value is projected in the
 * shape spec.md section 3 names. See the table in mirror.ts.
 */
import { isDraftKey } from './drafts';
import { CONFETTI_KEY_PREFIX } from './flags';
import { db, withoutInternals, type PreviewKind, type TableName } from './db';
import { expandSiteIds, readAdminEmail, readCurrentUser } from './sessions';

export interface MirrorBinding {
  name: string;
  /** Tables whose changes make this binding's keys stale. */
  tables: TableName[];
  /** Whether a localStorage key is one this binding writes (used to remove deleted ones). */
  owns(key: string): boolean;
  /** Every key this binding writes, with its value; runs inside a read transaction. */
  project(): Promise<Map<string, unknown>>;
}

const single = (key: string, value: unknown) => new Map<string, unknown>([[key, value]]);
const exactly = (name: string) => (key: string) => key === name;

const PREVIEW_KEY = /^(preview|site_preview|business_preview)_(.+)$/;
const isPreviewKey = (key: string) => PREVIEW_KEY.test(key);
export function parsePreviewKey(key: string): { kind: PreviewKind; id: string } | null {
  const match = PREVIEW_KEY.exec(key);
  return match ? { kind: match[1] as PreviewKind, id: match[2] } : null;
}

function orderedList(name: string, table: 'pages' | 'businessCards' | 'blogPosts' | 'eventPromos'): MirrorBinding {
  return {
    name,
    tables: [table],
    owns: exactly(name),
    project: async () => single(name, (await db.table(table).orderBy('_order').toArray()).map(withoutInternals)),
  };
}

export const MIRROR_BINDINGS: MirrorBinding[] = [
  {
    name: 'users',
    tables: ['users', 'sites'],
    owns: exactly('users'),
    async project() {
      const users = await db.users.orderBy('_order').toArray();
      const projected = [];
      for (const user of users) projected.push({ ...withoutInternals(user), sites: await expandSiteIds(user.sites) });
      return single('users', projected);
    },
  },
  {
    name: 'currentUser',
    tables: ['sessions', 'users', 'sites'],
    owns: exactly('currentUser'),
    async project() {
      const user = await readCurrentUser();
      return user ? single('currentUser', user) : new Map();
    },
  },
  {
    name: 'adminSession',
    tables: ['sessions'],
    owns: exactly('adminSession'),
    async project() {
      const email = await readAdminEmail();
      return email ? single('adminSession', { email }) : new Map();
    },
  },
  {
    name: 'sites',
    tables: ['sites'],
    owns: exactly('sites'),
    async project() {
      const sites = await db.sites.orderBy('_order').filter((site) => site._listed === 1).toArray();
      return single('sites', sites.map(withoutInternals));
    },
  },
  orderedList('site_pages', 'pages'),
  {
    name: 'site_previews',
    tables: ['previews'],
    owns: exactly('site_previews'),
    async project() {
      const rows = await db.previews.where('kind').equals('site_previews').sortBy('_order');
      return single('site_previews', rows.map((row) => row.data));
    },
  },
  {
    name: 'preview keys',
    tables: ['previews'],
    owns: isPreviewKey,
    async project() {
      const rows = await db.previews.where('kind').anyOf('preview', 'site_preview', 'business_preview').toArray();
      return new Map(rows.map((row) => [row.key, row.data]));
    },
  },
  {
    name: 'drafts',
    tables: ['drafts'],
    owns: isDraftKey,
    async project() {
      return new Map((await db.drafts.toArray()).map((row) => [row.key, row.value]));
    },
  },
  orderedList('business_cards', 'businessCards'),
  orderedList('blog_posts', 'blogPosts'),
  orderedList('event_promos', 'eventPromos'),
  {
    name: 'per-user flags',
    tables: ['flags'],
    owns: (key) => key.startsWith(CONFETTI_KEY_PREFIX),
    async project() {
      return new Map((await db.flags.toArray()).map((row) => [row.key, row.value]));
    },
  },
];

export const bindingsForTable = (table: string) => MIRROR_BINDINGS.filter((binding) => binding.tables.includes(table as TableName));
export const bindingForKey = (key: string) => MIRROR_BINDINGS.find((binding) => binding.owns(key));
