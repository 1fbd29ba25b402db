import { describe, expect, it } from 'vitest';
import { blockSummary, createBlock } from '../../../src/domain/slots';
import type { Block } from '../../../src/domain/schemas';

const block = (type: Block['type'], over: Partial<Block> = {}) => ({ ...createBlock(type, 'Section 1', 'x'), ...over });

describe('blockSummary (a folded block row on a phone)', () => {
  it('shows short text whole, on one line', () => {
    expect(blockSummary(block('text', { content: '  Hello\n  world ' }))).toBe('Hello world');
  });
  it('cuts long text at a word and says there is more', () => {
    const summary = blockSummary(block('description', { content: 'Paintings of light on water, made on the coast of Cornwall every summer' }))!;
    expect(summary).toBe('Paintings of light on water, made on the…');
    expect(summary.length).toBeLessThanOrEqual(41);
  });
  it('says a picture was chosen, shows a video address, and null for an empty block', () => {
    expect(blockSummary(block('image', { imageUrl: 'data:image/png;base64,AAAA' }))).toBe('Picture chosen');
    expect(blockSummary(block('video', { videoUrl: 'https://youtu.be/abc' }))).toBe('https://youtu.be/abc');
    expect(blockSummary(block('title', { content: '   ' }))).toBeNull();
    expect(blockSummary(block('image'))).toBeNull();
  });
});
