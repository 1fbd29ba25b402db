import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeShare, encodeShare, localImagesIn, shareableContent, withoutLocalImages } from '../../../src/domain/share';

describe('share links', () => {
  it('round-trips a site', async () => {
    const payload = { k: 'artist', v: 'variant1', t: 'bold-grid', th: 'dark', n: 'Ada', c: { name: 'Ada', bio: 'Paints 🎨 in Zürich', portfolio: ['https://x.y/1.png'] } };
    const data = await encodeShare(payload);
    expect(data).toMatch(/^1[A-Za-z0-9_-]+$/);
    expect(await decodeShare('#' + data)).toEqual(payload);
  });

  it('round-trips any JSON content (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), fc.dictionary(fc.string(), fc.jsonValue()), async (k, v, c) => {
        // JSON has no -0 (it reads back as 0), so compare with what JSON itself would give back.
        expect(await decodeShare(await encodeShare({ k, v, c }))).toEqual(JSON.parse(JSON.stringify({ k, v, c })));
      }),
      { numRuns: 200 },
    );
  });

  it('keeps a typical site link short', async () => {
    const c = {
      name: 'Casa Verde Studio', tagline: 'Ceramics made by hand in Lisbon', about: 'We make plates, bowls and cups. '.repeat(12),
      services: 'Workshops, commissions, wholesale', testimonials: ['Beautiful work!', 'The best mugs I own.'],
      contact: { email: 'hello@casaverde.example', phone: '+351 555 0100', social: 'https://instagram.com/casaverde' },
      portfolioImages: Array.from({ length: 6 }, (_, i) => `https://res.cloudinary.com/brick/image/upload/v1700000000/casa-verde-${i}.jpg`),
    };
    const data = await encodeShare({ k: 'artist', v: 'preview', t: 'casual-showcase', c });
    expect(data.length).toBeLessThan(8 * 1024);
  });

  it.each([
    '',
    '#',
    '#2abc',
    '#1',
    '#1@@@@',
    '#1AAAA',
    '#1' + btoa('not deflate').replace(/=/g, ''),
  ])('refuses the damaged link %j', async (fragment) => {
    expect(await decodeShare(fragment)).toBeNull();
  });

  it('refuses a truncated link and one without content', async () => {
    const data = await encodeShare({ k: 'blog', v: 'post', c: { title: 'x'.repeat(500) } });
    expect(await decodeShare(data.slice(0, data.length - 12))).toBeNull();
    expect(await decodeShare(await encodeShare({ k: 'blog', v: 'post', c: null }))).toBeNull();
  });

  it('refuses a link that inflates to more than 2 MB', async () => {
    const bomb = await encodeShare({ k: 'blog', v: 'post', c: { title: 'a'.repeat(3_000_000) } });
    expect(bomb.length).toBeLessThan(20_000);
    expect(await decodeShare(bomb)).toBeNull();
  });

  it('finds images that still wait for upload, and drops private fields', () => {
    const content = { logo: 'data:image/png;base64,AAAA', gallery: ['https://x.y/a.png', 'brick-image:7'], owner: 'a@b.co', published: true };
    expect(localImagesIn(content).sort()).toEqual(['brick-image:7', 'data:image/png;base64,AAAA']);
    expect(shareableContent(content)).toEqual({ logo: 'data:image/png;base64,AAAA', gallery: ['https://x.y/a.png', 'brick-image:7'] });
  });
});

describe('withoutLocalImages', () => {
  it('empties every image kept only on this device and leaves hosted addresses and text alone', () => {
    const content = {
      logo: 'data:image/png;base64,AAAA',
      gallery: ['https://res.cloudinary.com/a.png', 'brick-image:7'],
      nested: { avatar: 'brick-image:9', name: 'data is not an image', bio: 'data:text/html,<b>hi</b>' },
    };
    expect(withoutLocalImages(content)).toEqual({
      logo: '',
      gallery: ['https://res.cloudinary.com/a.png', ''],
      nested: { avatar: '', name: 'data is not an image', bio: 'data:text/html,<b>hi</b>' },
    });
  });

  it('does not count text that only looks like an image address as waiting for upload', () => {
    expect(localImagesIn({ bio: 'data:image/svg+xml,<svg onload=alert(1)>', about: 'data:image/png;base64"><b>' })).toEqual([]);
  });
});
