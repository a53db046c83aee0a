/** View state shared by the charts: hover crosshair, theme. Nothing here changes a simulation. */

export type ThemeChoice = 'system' | 'light' | 'dark';
const THEME_KEY = 'flowlab:theme';

export class View {
  /** time under the pointer in any time chart (ms since start), or null */
  hoverMs = $state<number | null>(null);
  theme = $state<ThemeChoice>('system');
  /** the system's current preference, so canvas drawing can follow it */
  systemDark = $state(false);
  readonly dark = $derived(this.theme === 'dark' || (this.theme === 'system' && this.systemDark));
  /** small frames (an embed in a short iframe): charts use tighter margins, fewer ticks, no axis titles */
  compact = $state(false);

  constructor() {
    if (typeof matchMedia === 'function') {
      const mq = matchMedia('(prefers-color-scheme: dark)');
      this.systemDark = mq.matches;
      mq.addEventListener('change', (e) => (this.systemDark = e.matches));
    }
    try {
      const saved = localStorage.getItem(THEME_KEY);
      if (saved === 'light' || saved === 'dark') this.theme = saved;
    } catch {
      /* storage may be blocked; the system setting applies */
    }
    this.#apply();
  }

  /** system → the opposite of what shows now → system … */
  cycleTheme(): void {
    this.theme = this.theme === 'system' ? (this.dark ? 'light' : 'dark') : 'system';
    try {
      if (this.theme === 'system') localStorage.removeItem(THEME_KEY);
      else localStorage.setItem(THEME_KEY, this.theme);
    } catch {
      /* ignore */
    }
    this.#apply();
  }

  #apply(): void {
    if (typeof document === 'undefined') return;
    if (this.theme === 'system') document.documentElement.removeAttribute('data-theme');
    else document.documentElement.setAttribute('data-theme', this.theme);
  }
}
