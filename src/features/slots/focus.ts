/** Puts focus back on the moved row (its node may have been re-created in another section). */
export function focusRowControl(id: string, control: string) {
  requestAnimationFrame(() => {
    const row = document.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(id)}"]`);
    if (!row) return;
    row.scrollIntoView({ block: 'nearest' });
    const target =
      row.querySelector<HTMLElement>(`[data-control="${control}"]:not(:disabled)`) ??
      row.querySelector<HTMLElement>('[data-control^="move"]:not(:disabled)') ??
      row.querySelector<HTMLElement>('[data-control="primary"]');
    target?.focus();
  });
}

