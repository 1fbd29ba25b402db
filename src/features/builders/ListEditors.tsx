import { useId } from 'react';
import type { ArtistSite } from '../../domain/schemas';
import { itemRef, itemSegment } from '../../domain/edits';
import type { OnEdit } from '../../ui/FieldsEditor';
import { useTypedText } from '../../ui/typed-text';

type Service = ArtistSite['services'][number];
type Testimonial = ArtistSite['testimonials'][number];

/** A text field of a list item: its edit names the item by id, so a reorder elsewhere cannot misplace it. */
function ItemText({ label, path, value, onEdit, multiline }: { label: string; path: string; value: string; onEdit: OnEdit; multiline?: boolean }) {
  const id = useId();
  const text = useTypedText(value, (next, before) => onEdit({ set: path, value: next }, before));
  const common = { id, value: text.value, onChange: (e: { target: { value: string } }) => text.onType(e.target.value), onBlur: text.onBlur };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...common} rows={3} /> : <input {...common} />}
    </div>
  );
}

/** Services: a title and a description each (spec.md section 3, Artist site). */
export function ServicesEditor({ services, onEdit }: { services: Service[]; onEdit: OnEdit }) {
  return (
    <fieldset className="fields-section">
      <legend>Services</legend>
      <div className="list-editor">
        {services.map((service, i) => {
          const at = `services.${itemSegment(service, i)}`;
          return (
            <div key={itemSegment(service, i)} className="list-editor-item">
              <ItemText label={`Service ${i + 1} title`} path={`${at}.title`} value={service.title} onEdit={onEdit} />
              <ItemText label={`Service ${i + 1} description`} path={`${at}.desc`} value={service.desc} multiline onEdit={onEdit} />
              <div className="list-editor-item-actions">
                <button type="button" className="button button--quiet" onClick={() => onEdit({ remove: 'services', at: itemRef(service, i) })}>
                  Remove service {i + 1}
                </button>
              </div>
            </div>
          );
        })}
        <button type="button" className="button button--quiet" onClick={() => onEdit({ add: 'services', item: { title: '', desc: '' } })}>
          Add a service
        </button>
      </div>
    </fieldset>
  );
}

/** Testimonials: a quote and who said it. */
export function TestimonialsEditor({ testimonials, onEdit }: { testimonials: Testimonial[]; onEdit: OnEdit }) {
  return (
    <fieldset className="fields-section">
      <legend>Testimonials</legend>
      <div className="list-editor">
        {testimonials.length === 0 && <p className="muted">No testimonials yet. Add a kind word from a client.</p>}
        {testimonials.map((testimonial, i) => {
          const at = `testimonials.${itemSegment(testimonial, i)}`;
          return (
            <div key={itemSegment(testimonial, i)} className="list-editor-item">
              <ItemText label={`Testimonial ${i + 1} quote`} path={`${at}.quote`} value={testimonial.quote} multiline onEdit={onEdit} />
              <ItemText label={`Testimonial ${i + 1} name`} path={`${at}.name`} value={testimonial.name} onEdit={onEdit} />
              <div className="list-editor-item-actions">
                <button type="button" className="button button--quiet" onClick={() => onEdit({ remove: 'testimonials', at: itemRef(testimonial, i) })}>
                  Remove testimonial {i + 1}
                </button>
              </div>
            </div>
          );
        })}
        <button type="button" className="button button--quiet" onClick={() => onEdit({ add: 'testimonials', item: { name: '', quote: '' } })}>
          Add a testimonial
        </button>
      </div>
    </fieldset>
  );
}
