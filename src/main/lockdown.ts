/** The part of Electron's `Input` (before-input-event) this module reads. */
export interface KeyInput {
  type: string;
  key: string;
  control: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

// Close, quit, reload, new window/tab, print, save, open, find, browser zoom (the app has its own
// text size), and back/forward, which would leave the first screen.
const WITH_COMMAND = new Set([
  'w',
  'q',
  'r',
  'n',
  't',
  'p',
  's',
  'o',
  'f',
  'g',
  'h',
  'j',
  'u',
  '+',
  '=',
  '-',
  '_',
  '0',
]);
// Developer tools and the element picker.
const WITH_COMMAND_SHIFT = new Set(['i', 'j', 'c', 'r', 'delete']);
const ALONE = new Set(['f5', 'f11', 'f12', 'browserback', 'browserforward', 'browserrefresh', 'browserhome']);
const WITH_ALT = new Set(['f4', 'arrowleft', 'arrowright', 'home']);

/**
 * The shortcuts Electron sees before the page does that would close, reload, inspect or zoom the
 * kiosk. System keys (Alt+Tab, the Windows key, Ctrl+Alt+Del) never reach the app: the OS shell
 * recipe in docs/desktop.md takes those away.
 */
export function isBlockedShortcut(input: KeyInput): boolean {
  if (input.type !== 'keyDown' && input.type !== 'rawKeyDown') return false;
  const key = input.key.toLowerCase();
  const command = input.control || input.meta;
  if (ALONE.has(key)) return true;
  if (input.alt && WITH_ALT.has(key)) return true;
  if (command && input.shift && WITH_COMMAND_SHIFT.has(key)) return true;
  return command && WITH_COMMAND.has(key);
}

/**
 * The kiosk window refuses to close (Alt+F4 the OS sends anyway, a window manager's close) until
 * staff leave through the panel.
 */
export function createCloseGuard() {
  let leaving = false;
  return {
    /** The window's 'close' listener. */
    onClose(event: { preventDefault(): void }): void {
      if (!leaving) event.preventDefault();
    },
    allowClose(): void {
      leaving = true;
    },
  };
}
