/** Number and time formatting for the player and the showcase, in both languages. */
export type Lang = 'en' | 'zh';

/** Replaces `{name}` placeholders. */
export function fill(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.prototype.hasOwnProperty.call(params, key) ? String(params[key]) : whole));
}

export const asLang = (lang: string): Lang => (lang === 'zh' ? 'zh' : 'en');

/** 850 ms · 12.4 s · 3 min 5 s · 1 h 2 min (zh: 850 毫秒 · 12.4 秒 · 3 分 5 秒 · 1 小时 2 分). */
export function formatDuration(ms: number, lang: Lang): string {
  const zh = lang === 'zh';
  if (!Number.isFinite(ms) || ms < 0) return zh ? '未知' : 'unknown';
  if (ms < 1000) return zh ? `${Math.round(ms)} 毫秒` : `${Math.round(ms)} ms`;
  if (ms < 60_000) {
    const s = ms < 10_000 ? (Math.round(ms / 100) / 10).toFixed(1) : String(Math.round(ms / 1000));
    return zh ? `${s} 秒` : `${s} s`;
  }
  const totalSeconds = Math.round(ms / 1000);
  if (totalSeconds < 3600) {
    const m = Math.floor(totalSeconds / 60);
    const s = totalSeconds % 60;
    if (zh) return s ? `${m} 分 ${s} 秒` : `${m} 分钟`;
    return s ? `${m} min ${s} s` : `${m} min`;
  }
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  if (zh) return m ? `${h} 小时 ${m} 分` : `${h} 小时`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** Elapsed time on the timeline: m:ss, or h:mm:ss past an hour. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor((Number.isFinite(ms) ? ms : 0) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export function formatBytes(bytes: number, lang: Lang): string {
  if (!Number.isFinite(bytes) || bytes < 0) return lang === 'zh' ? '未知' : 'unknown';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Date and time of a timestamp, in the visitor's time zone. Only called on the client. */
export function formatDateTime(timestamp: number, lang: Lang): string {
  if (!Number.isFinite(timestamp)) return '';
  try {
    return new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(timestamp));
  } catch {
    return new Date(timestamp).toISOString();
  }
}

/** Shortens a string for display, keeping the start. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;
}
