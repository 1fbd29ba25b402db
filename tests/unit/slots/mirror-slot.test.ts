import { afterEach, describe, expect, it } from 'vitest';
import { mirroredSlotPage } from '../../../src/features/slots/mirror-slot';
import { recordKeyOf, rememberText } from '../../../src/storage/edit-journal';

const EMAIL = 'ada@example.com';
const block = (id: string, content: string) => ({ id, type: 'text', section: 'Section 1', content, align: 'left' });
const page = (id: string, siteId: string, slotId: number, content = 'Hello') =>
  ({ id, siteId, type: 'artist', slotId, title: `Slot ${slotId}`, blocks: [block('b1', content)] });

function mirror(pages: unknown[], sites: unknown[] = [{ id: 'old', type: 'artist' }, { id: 'new', type: 'artist' }]) {
  localStorage.setItem('currentUser', JSON.stringify({ email: EMAIL, plan: 'premium', sites: [] }));
  localStorage.setItem('users', JSON.stringify([{ email: EMAIL, sites }]));
  localStorage.setItem('site_pages', JSON.stringify(pages));
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the slot page the mirror names (the editor paints it while storage opens)', () => {
  it('finds it by the rule storage uses: the siteId given, else the most recent site for slot 1', () => {
    mirror([page('p-old', 'old', 1), page('p-new', 'new', 1), page('p-new-3', 'new', 3)]);
    expect(mirroredSlotPage('artist', 1, 'old')?.id).toBe('p-old');
    expect(mirroredSlotPage('artist', 1, undefined)?.id).toBe('p-new');
    expect(mirroredSlotPage('artist', 3, 'new')?.id).toBe('p-new-3');
  });

  it('names none for a page still to be created, nobody logged in, or a page not shaped like one', () => {
    mirror([page('p-old', 'old', 1), { id: 'bad', siteId: 'new', type: 'artist', slotId: 1, title: 'x', blocks: [{ id: 1 }] }]);
    expect(mirroredSlotPage('artist', 2, 'old')).toBeUndefined(); // storage creates it
    expect(mirroredSlotPage('artist', 1, 'new')).toBeUndefined();
    localStorage.removeItem('currentUser');
    expect(mirroredSlotPage('artist', 1, 'old')).toBeUndefined();
  });

  it('shows text a reload cut off before it was stored (the journal), as storage will store it', () => {
    mirror([page('p-old', 'old', 1, 'Intro 1')]);
    const record = recordKeyOf({ table: 'pages', key: 'p-old' });
    rememberText(record, 'blocks.@b1.content', 'Intro 1', 'Intro 1 2');
    expect(mirroredSlotPage('artist', 1, 'old')?.blocks[0].content).toBe('Intro 1 2');
    // Not over a value someone else wrote since.
    mirror([page('p-old', 'old', 1, 'Rewritten')]);
    expect(mirroredSlotPage('artist', 1, 'old')?.blocks[0].content).toBe('Rewritten');
  });
});
