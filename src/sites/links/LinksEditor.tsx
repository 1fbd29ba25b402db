import { useEffect, useId, useRef } from 'react';
import { safeUrl } from '../../domain/safe-url';
import { useTypedText } from '../../ui/typed-text';
import { TEMPLATES } from '../templates';
import type { VariantEditorProps } from '../types';
import { LINK_LABEL_MAX, LINKS_MAX, LinksSiteSchema, type LinkItem } from './schema';
import './links-editor.css';

type Move = 'up' | 'down';

/**
 * The link-in-bio editor's own part, after its fields: the links (at most 12, each a label and an
 * address, moved up and down by buttons that keep the keyboard's place) and the page's look (one of
 * the five templates). Every change is one edit to the stored record.
 */
export function LinksEditor({ value, onEdit }: VariantEditorProps) {
  const content = LinksSiteSchema.parse(value);
  const links = content.links;
  const id = useId();
  const focusAfterMove = useRef<{ item: string; move: Move } | null>(null);
  const order = links.map((link) => link.id).join(',');

  useEffect(() => {
    // The moved row's button keeps the focus once the stored order comes back (or its twin when
    // the row reached an end and that button is now disabled).
    const pending = focusAfterMove.current;
    if (!pending) return;
    const button = (which: Move) => document.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(`${pending.item}:${which}`)}"]`);
    const target = button(pending.move);
    const next = target && !target.disabled ? target : button(pending.move === 'up' ? 'down' : 'up');
    if (next) {
      next.focus();
      focusAfterMove.current = null;
    }
  }, [order]);

  const move = (link: LinkItem, index: number, which: Move) => {
    focusAfterMove.current = { item: link.id, move: which };
    onEdit({ move: 'links', at: link.id || index, to: which === 'up' ? index - 1 : index + 1 });
  };
  const full = links.length >= LINKS_MAX;
  const chosen = content.templateId || 'casual-showcase';

  return (
    <>
      <fieldset className="fields-section links-editor">
        <legend>Links</legend>
        <p className="field-hint" id={`${id}-count`} aria-live="polite">
          {links.length} of {LINKS_MAX} links
        </p>
        {links.length === 0 && <p className="muted">No links yet. Add your shop, your latest video, your newsletter…</p>}
        <ol className="links-editor-items">
          {links.map((link, index) => (
            <li key={link.id || index} className="links-editor-row">
              <div className="links-editor-fields">
                <LinkText id={`${id}-${index}-label`} label={`Link ${index + 1} label`} path={`links.@${link.id}.label`} stored={link.label} maxLength={LINK_LABEL_MAX} onEdit={onEdit} />
                <LinkText id={`${id}-${index}-url`} label={`Link ${index + 1} address`} path={`links.@${link.id}.url`} stored={link.url} type="url" onEdit={onEdit} />
                {link.url.trim() !== '' && !safeUrl(link.url) && (
                  <p className="field-hint links-editor-warning">This address can't be opened as a link, so the page leaves it out. Use one that starts with https://, mailto: or tel:.</p>
                )}
              </div>
              <div className="links-editor-actions">
                <button type="button" className="button button--quiet links-editor-icon" data-move={`${link.id}:up`} aria-label={`Move link ${index + 1} up`} disabled={index === 0} onClick={() => move(link, index, 'up')}>
                  <span aria-hidden="true">↑</span>
                </button>
                <button type="button" className="button button--quiet links-editor-icon" data-move={`${link.id}:down`} aria-label={`Move link ${index + 1} down`} disabled={index === links.length - 1} onClick={() => move(link, index, 'down')}>
                  <span aria-hidden="true">↓</span>
                </button>
                <button type="button" className="button button--quiet" aria-label={`Remove link ${index + 1}`} onClick={() => onEdit({ remove: 'links', at: link.id || index })}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
        <button type="button" className="button" disabled={full} aria-describedby={`${id}-count`} onClick={() => onEdit({ add: 'links', item: { label: '', url: '' } })}>
          Add link
        </button>
        {full && <p className="field-hint">That's the most a page shows ({LINKS_MAX}). Remove one to add another.</p>}
      </fieldset>
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
    </>
  );
}

function LinkText(props: { id: string; label: string; path: string; stored: string; type?: string; maxLength?: number; onEdit: VariantEditorProps['onEdit'] }) {
  const { id, label, path, stored, type = 'text', maxLength, onEdit } = props;
  const text = useTypedText(stored, (next, before) => onEdit({ set: path, value: next }, before));
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        inputMode={type === 'url' ? 'url' : undefined}
        placeholder={type === 'url' ? 'https://' : 'What the button says'}
        maxLength={maxLength}
        value={text.value}
        onChange={(e) => text.onType(e.target.value)}
        onBlur={text.onBlur}
      />
    </div>
  );
}
