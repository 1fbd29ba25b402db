import { describe, expect, it } from 'vitest';
import { publicationNote, publicationState } from '../../../src/domain/publishing';
import { previewPathFor } from '../../../src/sites/variant-routes';
import { afterPublishPathFor } from '../../../src/sites/variant-routes';
import { SITE_TYPES } from '../../../src/domain/schemas';

describe('previewPathFor (spec.md section 2, dashboard Preview targets)', () => {
  it('sends a blog to /publish/blog1/{id}', () => {
    expect(previewPathFor({ id: '7', type: 'blog' })).toBe('/publish/blog1/7');
  });
  it('sends an event to /publish/event1/{id}', () => {
    expect(previewPathFor({ id: '7', type: 'event' })).toBe('/publish/event1/7');
  });
  it('sends a business to /publish/business1/{id} by default and the store to business2', () => {
    expect(previewPathFor({ id: '7', type: 'business' })).toBe('/publish/business1/7');
    expect(previewPathFor({ id: '7', type: 'business', variant: 'business1' })).toBe('/publish/business1/7');
    expect(previewPathFor({ id: '7', type: 'business', variant: 'business2' })).toBe('/publish/business2/7');
  });
  it('does not let an unknown business variant choose the route', () => {
    expect(previewPathFor({ id: '7', type: 'business', variant: '../admin' })).toBe('/publish/business1/7');
    expect(previewPathFor({ id: '7', type: 'business', variant: 'preview' })).toBe('/publish/business1/7');
  });
  it.each(['artist', 'travel', 'event-promo', 'business-card'])('sends %s to /show/{type}/{id}', (type) => {
    expect(previewPathFor({ id: '42', type })).toBe(`/show/${type}/42`);
  });
  it('has a route for every site type', () => {
    for (const type of SITE_TYPES) expect(previewPathFor({ siteId: 1, type })).toMatch(/^\/(publish|show)\/[a-z0-9-]+\/1$/);
  });
  it('uses siteId when present, and numbers as text', () => {
    expect(previewPathFor({ siteId: 1700000000002, type: 'event-promo' })).toBe('/show/event-promo/1700000000002');
    expect(previewPathFor({ id: 'a', siteId: 'b', type: 'blog' })).toBe('/publish/blog1/b');
  });
  it('encodes ids so they stay one path segment', () => {
    expect(previewPathFor({ id: 'a/b?c', type: 'artist' })).toBe('/show/artist/a%2Fb%3Fc');
  });
  it('sends a manage-page publish to /preview/{type}/{id}', () => {
    expect(afterPublishPathFor({ id: '9', type: 'artist' })).toBe('/preview/artist/9');
  });
});

describe('published state (spec.md section 4; the list rules run in storage: repository.test.ts)', () => {
  it('shows Published when listed or flagged, Draft otherwise', () => {
    expect(publicationState({}, true)).toBe('Published');
    expect(publicationState({ published: true }, false)).toBe('Published');
    expect(publicationState({ published: false }, false)).toBe('Draft');
    expect(publicationState({}, false)).toBe('Draft');
  });
  it("says when a site was published, and never 'Not published yet' beside Published", () => {
    expect(publicationNote('Published', 'May 1, 2024')).toBe('Last published May 1, 2024');
    expect(publicationNote('Published', '')).toBe('No publication date recorded');
    expect(publicationNote('Draft', null)).toBe('Not published yet');
  });
});
