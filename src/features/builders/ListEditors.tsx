import { useId } from 'react';
import type { ArtistSite } from '../../domain/schemas';

type Service = ArtistSite['services'][number];
type Testimonial = ArtistSite['testimonials'][number];

function TextField({ label, value, onChange, multiline }: { label: string; value: string; onChange(next: string): void; multiline?: boolean }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} value={value} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input id={id} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}

/** Services: a title and a description each (spec.md section 3, Artist site). */
export function ServicesEditor({ services, onChange }: { services: Service[]; onChange(next: Service[]): void }) {
  const update = (index: number, patch: Partial<Service>) => onChange(services.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  return (
    <fieldset className="fields-section">
      <legend>Services</legend>
      <div className="list-editor">
        {services.map((service, i) => (
          <div key={i} className="list-editor-item">
            <TextField label={`Service ${i + 1} title`} value={service.title} onChange={(title) => update(i, { title })} />
            <TextField label={`Service ${i + 1} description`} value={service.desc} multiline onChange={(desc) => update(i, { desc })} />
            <div className="list-editor-item-actions">
              <button type="button" className="button button--quiet" onClick={() => onChange(services.filter((_, j) => j !== i))}>
                Remove service {i + 1}
              </button>
            </div>
          </div>
        ))}
        <button type="button" className="button button--quiet" onClick={() => onChange([...services, { title: '', desc: '' }])}>
          Add a service
        </button>
      </div>
    </fieldset>
  );
}

/** Testimonials: a quote and who said it. */
export function TestimonialsEditor({ testimonials, onChange }: { testimonials: Testimonial[]; onChange(next: Testimonial[]): void }) {
  const update = (index: number, patch: Partial<Testimonial>) => onChange(testimonials.map((t, i) => (i === index ? { ...t, ...patch } : t)));
  return (
    <fieldset className="fields-section">
      <legend>Testimonials</legend>
      <div className="list-editor">
        {testimonials.length === 0 && <p className="muted">No testimonials yet. Add a kind word from a client.</p>}
        {testimonials.map((testimonial, i) => (
          <div key={i} className="list-editor-item">
            <TextField label={`Testimonial ${i + 1} quote`} value={testimonial.quote} multiline onChange={(quote) => update(i, { quote })} />
            <TextField label={`Testimonial ${i + 1} name`} value={testimonial.name} onChange={(name) => update(i, { name })} />
            <div className="list-editor-item-actions">
              <button type="button" className="button button--quiet" onClick={() => onChange(testimonials.filter((_, j) => j !== i))}>
                Remove testimonial {i + 1}
              </button>
            </div>
          </div>
        ))}
        <button type="button" className="button button--quiet" onClick={() => onChange([...testimonials, { name: '', quote: '' }])}>
          Add a testimonial
        </button>
      </div>
    </fieldset>
  );
}
