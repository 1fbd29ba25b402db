import { create } from 'zustand';

/**
 * In-app notices: what spec.md calls an "alert" (ui-contract.md: role="status" for good news,
 * role="alert" for errors). They never block the page the way window.alert does.
 */
export interface Notice {
  id: number;
  tone: 'status' | 'alert';
  text: string;
  action?: { label: string; run: () => void };
}

interface NoticeState {
  notices: Notice[];
}

export const useNotices = create<NoticeState>(() => ({ notices: [] }));

let nextId = 1;
const AUTO_DISMISS_MS = 6000;

export function notify(text: string, options: { tone?: Notice['tone']; action?: Notice['action']; sticky?: boolean } = {}) {
  const notice: Notice = { id: nextId++, tone: options.tone ?? 'status', text, action: options.action };
  useNotices.setState((s) => ({ notices: [...s.notices.filter((n) => n.text !== text), notice] }));
  if (!options.sticky && notice.tone === 'status') {
    setTimeout(() => dismiss(notice.id), AUTO_DISMISS_MS);
  }
  return notice.id;
}

export const notifyError = (text: string, action?: Notice['action']) => notify(text, { tone: 'alert', action });

export function dismiss(id: number) {
  useNotices.setState((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
}
