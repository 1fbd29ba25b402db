import { afterEach, describe, expect, it } from 'vitest';
import { mirroredPreview, mirroredSite, mirroredUserEmail } from '../../../src/storage/mirror-read';

afterEach(() => localStorage.clear());

const site = (id: string, name: string) => ({ id, name, type: 'blog', pages: [], blocked: false, owner: 'ada@example.com' });

describe('reading what the mirror last wrote (a data page paints from it while storage opens)', () => {
  it('finds a site in the published list, else in its owner\'s list in users', () => {
    localStorage.setItem('sites', JSON.stringify([site('a', 'Published')]));
    localStorage.setItem('users', JSON.stringify([{ email: 'ada@example.com', sites: [site('b', 'Draft'), 'bare-id'] }]));
    expect(mirroredSite('a')?.name).toBe('Published');
    expect(mirroredSite('b')?.name).toBe('Draft');
    expect(mirroredSite('bare-id')).toBeUndefined();
    expect(mirroredSite('nowhere')).toBeUndefined();
  });

  it('reads preview keys and the logged-in email', () => {
    localStorage.setItem('business_preview_s1', JSON.stringify({ storeName: 'Shop' }));
    localStorage.setItem('currentUser', JSON.stringify({ email: 'ada@example.com', plan: 'free', sites: [] }));
    expect(mirroredPreview('business_preview', 's1')).toEqual({ storeName: 'Shop' });
    expect(mirroredPreview('preview', 's1')).toBeUndefined();
    expect(mirroredUserEmail()).toBe('ada@example.com');
  });

  it('treats what is not JSON, or not the shape the spec names, as missing', () => {
    localStorage.setItem('sites', '{not json');
    localStorage.setItem('users', JSON.stringify({ email: 'x' }));
    localStorage.setItem('preview_s1', JSON.stringify(['a list']));
    localStorage.setItem('currentUser', JSON.stringify({ email: 42 }));
    expect(mirroredSite('a')).toBeUndefined();
    expect(mirroredPreview('preview', 's1')).toBeUndefined();
    expect(mirroredUserEmail()).toBeUndefined();
    localStorage.setItem('sites', JSON.stringify([null, 7, site('a', 'Fine')]));
    expect(mirroredSite('a')?.name).toBe('Fine');
  });
});
