/** Feature popups that can open over any screen (mounted once, by the shell). */
export function GlobalPopups() {
  return null;
}
