/** True when a key press belongs to the element that has focus (typing, a slider, the editor). */
export function isTypingTarget(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('.monaco-editor, [contenteditable="true"], textarea, select')) return true;
  if (target instanceof HTMLInputElement) {
    const type = target.type;
    if (type === 'checkbox' || type === 'radio') return key === ' ';
    return true; // text, number, range: arrows and Home are theirs
  }
  // Space activates a focused button or switch
  if (key === ' ' && target.closest('button, [role="switch"], a, summary')) return true;
  return false;
}
