import { useMemo, useRef } from 'react';
import type { Block, BlockSection } from '../../domain/schemas';
import { regroupBySection } from '../../domain/slots';

/** The blocks by section; a section's array keeps its identity while none of its blocks changed. */
export function useSectionGroups<B extends Pick<Block, 'section'>>(blocks: readonly B[]): Record<BlockSection, B[]> {
  const previous = useRef<Record<BlockSection, B[]> | undefined>(undefined);
  return useMemo(() => (previous.current = regroupBySection(blocks, previous.current)), [blocks]);
}
