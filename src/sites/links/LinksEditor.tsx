import { useId } from 'react';
import { TEMPLATES } from '../templates';
import type { VariantEditorProps } from '../types';
import { LinksSiteSchema } from './schema';
import './links-editor.css';

/**
 * The link-in-bio editor's own part, after its fields (the links list is one of those): the
 * page's look, one of the five templates, as swatches. Every change is one edit to the stored record.
 */
export function LinksEditor({ value, onEdit }: VariantEditorProps) {
  const id = useId();
  const chosen = LinksSiteSchema.parse(value).templateId || 'casual-showcase';
  return (
    <fieldset className="fields-section links-editor">
      <legend>Look</legend>
      <div className="links-editor-looks" role="radiogroup" aria-label="Look">
        {TEMPLATES.map((template) => (
          <label key={template.id} className={`links-editor-look${template.id === chosen ? ' is-chosen' : ''}`}>
            <input type="radio" name={`${id}-look`} value={template.id} checked={template.id === chosen} onChange={() => onEdit({ set: 'templateId', value: template.id })} />
            <span className="links-editor-swatch" aria-hidden="true" style={{ background: template.colors.background, borderColor: template.colors.accent, color: template.colors.text }}>
              Aa
            </span>
            <span>{template.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
