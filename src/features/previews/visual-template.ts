import { findTemplate } from '../../sites/templates';

/** The first of the candidates that names one of the five visual templates. */
export function visualTemplateId(...candidates: unknown[]): string | undefined {
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && findTemplate(candidate)) return candidate;
  }
  return undefined;
}
