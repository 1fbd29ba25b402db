import { SITE_NOT_FOUND } from '../../domain/messages';
import { StatePage, TO_DASHBOARD } from '../../ui/StatePage';

export function SiteNotFound({ text = SITE_NOT_FOUND }: { text?: string }) {
  return (
    <StatePage
      title={text}
      detail="Nothing is stored under this address on this device. It may have been deleted, or made on another device."
      actions={[TO_DASHBOARD, { label: 'Start a new site', to: '/templates', quiet: true }]}
    />
  );
}
